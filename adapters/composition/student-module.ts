import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { ConfirmPasswordResetPin } from '../../application/password-reset/confirm-password-reset-pin.js';
import { ResetStudentPassword } from '../../application/password-reset/reset-student-password.js';
import { SendPasswordResetPin } from '../../application/password-reset/send-password-reset-pin.js';
import { CredentialCheck } from '../../application/sessions/credentials.js';
import { SignInStudent } from '../../application/sessions/sign-in-student.js';
import { ChangeStudentPassword } from '../../application/students/change-student-password.js';
import { ConfirmStudentEmail } from '../../application/students/confirm-student-email.js';
import { DeleteStudent } from '../../application/students/delete-student.js';
import { studentDeleted } from '../../application/students/student-audit.js';
import { EmailConfirmation } from '../../application/students/email-confirmation.js';
import { GetStudentCv } from '../../application/students/get-student-cv.js';
import { GetStudentInfo } from '../../application/students/get-student-info.js';
import { GetStudentPicture } from '../../application/students/get-student-picture.js';
import { GetStudent } from '../../application/students/get-student.js';
import { ListStudents } from '../../application/students/list-students.js';
import { ResendConfirmationEmail } from '../../application/students/resend-confirmation-email.js';
import { SignUpStudent } from '../../application/students/sign-up-student.js';
import { StudentVisibility } from '../../application/students/student-visibility.js';
import { UpdateStudentProfile } from '../../application/students/update-student-profile.js';
import { UploadStudentCv } from '../../application/students/upload-student-cv.js';
import { UploadStudentPicture } from '../../application/students/upload-student-picture.js';
import { bindersOf } from './bind-use-case.js';

/** The student's account: sign-up and e-mail confirmation, sign-in, profile, picture, CVs, forgot password. */
export const studentModule = new ContainerModule(({ bind }) => {
  const { useCase, audited } = bindersOf(bind);
  useCase(EmailConfirmation, 'secrets', 'digest', 'random', 'clock', 'mailer', 'settings');
  useCase(StudentVisibility, 'students', 'interviews', CompanyOfActor);
  useCase(GetStudent, 'students');

  useCase(SignUpStudent, 'students', 'secrets', 'passwords', 'ids', 'clock', EmailConfirmation, 'fairSettings');
  useCase(ConfirmStudentEmail, 'students', 'secrets', 'digest', 'clock');
  useCase(ResendConfirmationEmail, 'students', EmailConfirmation);
  useCase(SignInStudent, 'students', CredentialCheck, 'tokens');
  useCase(GetStudentInfo, StudentVisibility);
  useCase(UpdateStudentProfile, 'students', GetStudent, 'events');
  useCase(ChangeStudentPassword, 'students', 'passwords', GetStudent, 'events');
  useCase(UploadStudentPicture, 'students', 'files', GetStudent, 'events');
  useCase(GetStudentPicture, 'files', StudentVisibility);
  useCase(UploadStudentCv, 'students', 'companies', 'interviews', 'files', GetStudent, 'events');
  useCase(GetStudentCv, 'files', GetStudent);
  useCase(ListStudents, 'students');
  audited(DeleteStudent, studentDeleted, 'students', 'interviews', 'secrets', 'files', 'events', 'assessments');

  useCase(SendPasswordResetPin, 'students', 'secrets', 'digest', 'random', 'clock', 'mailer');
  useCase(ConfirmPasswordResetPin, 'students', 'secrets', 'digest', 'random', 'clock');
  useCase(ResetStudentPassword, 'students', 'secrets', 'digest', 'passwords', 'clock', 'events');
});
