import type { AuditNames } from '../http/admin-audit.js';
import type { Container } from 'inversify';
import type { Route } from '../http/route.js';
import { AddAdmin } from '../../application/admins/add-admin.js';
import { AddCoordinator } from '../../application/coordinators/add-coordinator.js';
import { AllocateInterviews } from '../../application/allocation/allocate-interviews.js';
import { AssignInterviewPanel } from '../../application/interviews/assign-interview-panel.js';
import { ChangeStudentPassword } from '../../application/students/change-student-password.js';
import { ChangeWalkingStatus } from '../../application/walk-in/change-walking-status.js';
import { CheckInRoster } from '../../application/interviews/check-in-roster.js';
import { CheckInStudent } from '../../application/interviews/check-in-student.js';
import { CompanyCvBundle } from '../../application/downloads/company-cv-bundle.js';
import { ConfirmPasswordResetPin } from '../../application/password-reset/confirm-password-reset-pin.js';
import { ConfirmStudentEmail } from '../../application/students/confirm-student-email.js';
import { CreateCompany } from '../../application/companies/create-company.js';
import { CreateInterview } from '../../application/interviews/create-interview.js';
import { CreatePanel } from '../../application/panels/create-panel.js';
import { CreateWalkInInterview } from '../../application/walk-in/create-walk-in-interview.js';
import { DeleteAdmin } from '../../application/admins/delete-admin.js';
import { DeleteCompany } from '../../application/companies/delete-company.js';
import { DeleteCoordinator } from '../../application/coordinators/delete-coordinator.js';
import { DeletePanel } from '../../application/panels/delete-panel.js';
import { DeleteStudent } from '../../application/students/delete-student.js';
import { DownloadInterviewCv } from '../../application/downloads/download-interview-cv.js';
import { EditCompany } from '../../application/companies/edit-company.js';
import { ExportAllocation } from '../../application/downloads/export-allocation.js';
import { ExportAssessments } from '../../application/assessments/export-assessments.js';
import { ExportFairStats } from '../../application/dashboard/export-fair-stats.js';
import { GetAdmin } from '../../application/admins/get-admin.js';
import { GetAssessment } from '../../application/assessments/get-assessment.js';
import { GetCheckInCode } from '../../application/interviews/get-check-in-code.js';
import { GetCompany } from '../../application/companies/get-company.js';
import { GetCompanyLogo } from '../../application/companies/get-company-logo.js';
import { GetCoordinator } from '../../application/coordinators/get-coordinator.js';
import { GetFairSettings } from '../../application/fair-settings/get-fair-settings.js';
import { GetFairStats } from '../../application/dashboard/get-fair-stats.js';
import { GetOwnSelection } from '../../application/selections/get-own-selection.js';
import { GetSelectionWindow } from '../../application/fair-settings/get-selection-window.js';
import { GetStudent } from '../../application/students/get-student.js';
import { GetStudentCv } from '../../application/students/get-student-cv.js';
import { GetStudentInfo } from '../../application/students/get-student-info.js';
import { GetStudentPicture } from '../../application/students/get-student-picture.js';
import { GetWalkingStatus } from '../../application/walk-in/get-walking-status.js';
import { InterviewCalendar } from '../../application/interviews/interview-calendar.js';
import { ListAdmins } from '../../application/admins/list-admins.js';
import { ListAllInterviews } from '../../application/interviews/list-all-interviews.js';
import { ListCompanies } from '../../application/companies/list-companies.js';
import { ListCompanyInterviews } from '../../application/interviews/list-company-interviews.js';
import { ListCoordinators } from '../../application/coordinators/list-coordinators.js';
import { ListPanels } from '../../application/panels/list-panels.js';
import { ListSelectedCompanies } from '../../application/selections/list-selected-companies.js';
import { ListStudentInterviews } from '../../application/interviews/list-student-interviews.js';
import { ListStudents } from '../../application/students/list-students.js';
import { ListWalkInCompanies } from '../../application/walk-in/list-walk-in-companies.js';
import { ListWalkInInterviews } from '../../application/walk-in/list-walk-in-interviews.js';
import { MoveInterviewStatus } from '../../application/interviews/move-interview-status.js';
import { PORTS } from './tokens.js';
import { ProposeInterviewTime } from '../../application/interviews/propose-interview-time.js';
import { RecountCompanySlots } from '../../application/selections/recount-company-slots.js';
import { ResendConfirmationEmail } from '../../application/students/resend-confirmation-email.js';
import { ResetStudentPassword } from '../../application/password-reset/reset-student-password.js';
import { SaveAssessment } from '../../application/assessments/save-assessment.js';
import { SaveFairSettings } from '../../application/fair-settings/save-fair-settings.js';
import { SearchAuditLog } from '../../application/audit/search-audit-log.js';
import { SendPasswordResetPin } from '../../application/password-reset/send-password-reset-pin.js';
import { SetInterviewTime } from '../../application/interviews/set-interview-time.js';
import { SetStudentReminders } from '../../application/students/set-student-reminders.js';
import { ShowInterviewBoard } from '../../application/interviews/show-interview-board.js';
import { SignInAdmin } from '../../application/sessions/sign-in-admin.js';
import { SignInCompany } from '../../application/sessions/sign-in-company.js';
import { SignInCoordinator } from '../../application/sessions/sign-in-coordinator.js';
import { SignInStudent } from '../../application/sessions/sign-in-student.js';
import { SignUpStudent } from '../../application/students/sign-up-student.js';
import { SubmitSelection } from '../../application/selections/submit-selection.js';
import { SyncDeskScans } from '../../application/interviews/sync-desk-scans.js';
import { UpdateCompanyAccount } from '../../application/companies/update-company-account.js';
import { UpdateStudentProfile } from '../../application/students/update-student-profile.js';
import { UploadInterviewCv } from '../../application/downloads/upload-interview-cv.js';
import { UploadStudentCv } from '../../application/students/upload-student-cv.js';
import { UploadStudentPicture } from '../../application/students/upload-student-picture.js';
import { adminRoutes } from '../http/routes/admin-routes.js';
import { allocationRoutes } from '../http/routes/allocation-routes.js';
import { assessmentRoutes } from '../http/routes/assessment-routes.js';
import { companyAccountRoutes } from '../http/routes/company-account-routes.js';
import { coordinatorRoutes } from '../http/routes/coordinator-routes.js';
import { downloadRoutes } from '../http/routes/download-routes.js';
import { interviewDayRoutes } from '../http/routes/interview-day-routes.js';
import { interviewRoutes } from '../http/routes/interview-routes.js';
import { notificationRoutes } from '../http/routes/notification-routes.js';
import { organizerRoutes } from '../http/routes/organizer-routes.js';
import { panelRoutes } from '../http/routes/panel-routes.js';
import { selectionRoutes } from '../http/routes/selection-routes.js';
import { settingsRoutes } from '../http/routes/settings-routes.js';
import { studentAccountRoutes } from '../http/routes/student-account-routes.js';
import { walkInRoutes } from '../http/routes/walk-in-routes.js';

/**
 * Every area's HTTP routes, built from the use cases the container holds, in the order they are
 * declared. Only the HTTP server loads this file: the CLI binds the same areas without it.
 */
const AREA_ROUTES: readonly ((container: Container) => Route[])[] = [
  // shared
  (container: Container) => settingsRoutes(container.get(PORTS.settings)),
  // admin
  (container: Container): Route[] =>
    adminRoutes({
      addAdmin: container.get(AddAdmin),
      signInAdmin: container.get(SignInAdmin),
      getAdmin: container.get(GetAdmin),
      listAdmins: container.get(ListAdmins),
      deleteAdmin: container.get(DeleteAdmin),
    }),
  // student
  (container: Container): Route[] =>
    studentAccountRoutes({
      signUpStudent: container.get(SignUpStudent),
      confirmStudentEmail: container.get(ConfirmStudentEmail),
      resendConfirmationEmail: container.get(ResendConfirmationEmail),
      signInStudent: container.get(SignInStudent),
      getStudent: container.get(GetStudent),
      getStudentInfo: container.get(GetStudentInfo),
      updateStudentProfile: container.get(UpdateStudentProfile),
      changeStudentPassword: container.get(ChangeStudentPassword),
      uploadStudentPicture: container.get(UploadStudentPicture),
      getStudentPicture: container.get(GetStudentPicture),
      uploadStudentCv: container.get(UploadStudentCv),
      getStudentCv: container.get(GetStudentCv),
      listStudents: container.get(ListStudents),
      deleteStudent: container.get(DeleteStudent),
      sendPasswordResetPin: container.get(SendPasswordResetPin),
      confirmPasswordResetPin: container.get(ConfirmPasswordResetPin),
      resetStudentPassword: container.get(ResetStudentPassword),
    }),
  // coordinator
  (container: Container): Route[] =>
    coordinatorRoutes({
      addCoordinator: container.get(AddCoordinator),
      listCoordinators: container.get(ListCoordinators),
      getCoordinator: container.get(GetCoordinator),
      deleteCoordinator: container.get(DeleteCoordinator),
      signInCoordinator: container.get(SignInCoordinator),
    }),
  // company
  (container: Container): Route[] =>
    companyAccountRoutes({
      createCompany: container.get(CreateCompany),
      editCompany: container.get(EditCompany),
      updateCompanyAccount: container.get(UpdateCompanyAccount),
      deleteCompany: container.get(DeleteCompany),
      listCompanies: container.get(ListCompanies),
      getCompany: container.get(GetCompany),
      getCompanyLogo: container.get(GetCompanyLogo),
      signInCompany: container.get(SignInCompany),
    }),
  // panel
  (container: Container): Route[] =>
    panelRoutes({
      createPanel: container.get(CreatePanel),
      listPanels: container.get(ListPanels),
      deletePanel: container.get(DeletePanel),
    }),
  // selection
  (container: Container): Route[] =>
    selectionRoutes({
      getOwnSelection: container.get(GetOwnSelection),
      submitSelection: container.get(SubmitSelection),
      listSelectedCompanies: container.get(ListSelectedCompanies),
      recountCompanySlots: container.get(RecountCompanySlots),
    }),
  // interview
  (container: Container): Route[] =>
    interviewRoutes({
      createInterview: container.get(CreateInterview),
      listAllInterviews: container.get(ListAllInterviews),
      assignInterviewPanel: container.get(AssignInterviewPanel),
      setInterviewTime: container.get(SetInterviewTime),
      moveInterviewStatus: container.get(MoveInterviewStatus),
      listStudentInterviews: container.get(ListStudentInterviews),
      listCompanyInterviews: container.get(ListCompanyInterviews),
      showInterviewBoard: container.get(ShowInterviewBoard),
    }),
  // interview-day
  (container: Container): Route[] =>
    interviewDayRoutes({
      getCheckInCode: container.get(GetCheckInCode),
      checkInStudent: container.get(CheckInStudent),
      checkInRoster: container.get(CheckInRoster),
      syncDeskScans: container.get(SyncDeskScans),
      proposeInterviewTime: container.get(ProposeInterviewTime),
      interviewCalendar: container.get(InterviewCalendar),
    }),
  // walk-in
  (container: Container): Route[] =>
    walkInRoutes({
      changeWalkingStatus: container.get(ChangeWalkingStatus),
      getWalkingStatus: container.get(GetWalkingStatus),
      listWalkInCompanies: container.get(ListWalkInCompanies),
      createWalkInInterview: container.get(CreateWalkInInterview),
      listWalkInInterviews: container.get(ListWalkInInterviews),
    }),
  // download
  (container: Container): Route[] =>
    downloadRoutes({
      uploadInterviewCv: container.get(UploadInterviewCv),
      downloadInterviewCv: container.get(DownloadInterviewCv),
      companyCvBundle: container.get(CompanyCvBundle),
      exportAllocation: container.get(ExportAllocation),
    }),
  // assessment
  (container: Container): Route[] =>
    assessmentRoutes({
      getAssessment: container.get(GetAssessment),
      saveAssessment: container.get(SaveAssessment),
      exportAssessments: container.get(ExportAssessments),
    }),
  // notification
  (container: Container): Route[] => notificationRoutes({ setStudentReminders: container.get(SetStudentReminders) }),
  // allocation
  (container: Container): Route[] =>
    allocationRoutes({
      getFairSettings: container.get(GetFairSettings),
      saveFairSettings: container.get(SaveFairSettings),
      getSelectionWindow: container.get(GetSelectionWindow),
      allocateInterviews: container.get(AllocateInterviews),
    }),
  // organizer
  (container: Container): Route[] =>
    organizerRoutes({
      getFairStats: container.get(GetFairStats),
      exportFairStats: container.get(ExportFairStats),
      searchAuditLog: container.get(SearchAuditLog),
    }),
];

export const portalRoutes = (container: Container): Route[] => AREA_ROUTES.flatMap((routes) => routes(container));

/** How the audit log names the records an administrator deletes or changes. */
export const auditNames = (container: Container): AuditNames => {
  const admins = container.get(PORTS.admins);
  const coordinators = container.get(PORTS.coordinators);
  const companies = container.get(PORTS.companies);
  const students = container.get(PORTS.students);
  return {
    admin: async (id) => (await admins.findById(id))?.email ?? null,
    coordinator: async (id) => (await coordinators.findById(id))?.email ?? null,
    company: async (id) => (await companies.findById(id))?.companyName ?? null,
    student: async (id) => {
      const student = await students.findById(id);
      return student === null ? null : `${student.fullName} (${student.indexNumber}, ${student.email})`;
    },
  };
};
