import { ConfirmPasswordResetPin } from '../../../application/password-reset/confirm-password-reset-pin.js';
import { ResetStudentPassword } from '../../../application/password-reset/reset-student-password.js';
import { SendPasswordResetPin } from '../../../application/password-reset/send-password-reset-pin.js';
import { SignInStudent } from '../../../application/sessions/sign-in-student.js';
import { ChangeStudentPassword } from '../../../application/students/change-student-password.js';
import { ConfirmStudentEmail } from '../../../application/students/confirm-student-email.js';
import { DeleteStudent } from '../../../application/students/delete-student.js';
import { GetStudentCv } from '../../../application/students/get-student-cv.js';
import { GetStudentInfo } from '../../../application/students/get-student-info.js';
import { GetStudentPicture } from '../../../application/students/get-student-picture.js';
import { GetStudent } from '../../../application/students/get-student.js';
import { ListStudents } from '../../../application/students/list-students.js';
import { ResendConfirmationEmail } from '../../../application/students/resend-confirmation-email.js';
import { SignUpStudent } from '../../../application/students/sign-up-student.js';
import { UpdateStudentProfile } from '../../../application/students/update-student-profile.js';
import { UploadStudentCv } from '../../../application/students/upload-student-cv.js';
import { UploadStudentPicture } from '../../../application/students/upload-student-picture.js';
import { confirmPasswordResetPin, resetStudentPassword, sendPasswordResetPin } from './password-reset-routes.js';
import { routeArea, type UseCasesOf } from './route-area.js';
import { getOwnStudentCv, getStudentPicture, uploadStudentCv, uploadStudentPicture } from './student-file-routes.js';
import {
  deleteStudent,
  getOwnStudent,
  getStudentInfo,
  listStudents,
  updateOwnStudent,
} from './student-profile-routes.js';
import {
  confirmStudentEmail,
  resendConfirmationEmail,
  signInStudent,
  signUpStudent,
} from './student-sign-up-routes.js';

export const STUDENT_ACCOUNT_USE_CASES = {
  signUpStudent: SignUpStudent,
  confirmStudentEmail: ConfirmStudentEmail,
  resendConfirmationEmail: ResendConfirmationEmail,
  signInStudent: SignInStudent,
  getStudent: GetStudent,
  getStudentInfo: GetStudentInfo,
  updateStudentProfile: UpdateStudentProfile,
  changeStudentPassword: ChangeStudentPassword,
  uploadStudentPicture: UploadStudentPicture,
  getStudentPicture: GetStudentPicture,
  uploadStudentCv: UploadStudentCv,
  getStudentCv: GetStudentCv,
  listStudents: ListStudents,
  deleteStudent: DeleteStudent,
  sendPasswordResetPin: SendPasswordResetPin,
  confirmPasswordResetPin: ConfirmPasswordResetPin,
  resetStudentPassword: ResetStudentPassword,
};
export type StudentAccountUseCases = UseCasesOf<typeof STUDENT_ACCOUNT_USE_CASES>;

/** A student's account: sign-up, profile, files and password reset, each in its own file. */
export const studentAccountRoutes = routeArea(STUDENT_ACCOUNT_USE_CASES, [
  signUpStudent,
  confirmStudentEmail,
  resendConfirmationEmail,
  signInStudent,
  getOwnStudent,
  getStudentInfo,
  updateOwnStudent,
  uploadStudentPicture,
  getStudentPicture,
  uploadStudentCv,
  getOwnStudentCv,
  listStudents,
  deleteStudent,
  sendPasswordResetPin,
  confirmPasswordResetPin,
  resetStudentPassword,
]);
