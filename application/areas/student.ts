import { ConfirmPasswordResetPin } from '../password-reset/confirm-password-reset-pin.js';
import { ResetStudentPassword } from '../password-reset/reset-student-password.js';
import { SendPasswordResetPin } from '../password-reset/send-password-reset-pin.js';
import { SignInStudent } from '../sessions/sign-in-student.js';
import { ChangeStudentPassword } from '../students/change-student-password.js';
import { ConfirmStudentEmail } from '../students/confirm-student-email.js';
import { DeleteStudent } from '../students/delete-student.js';
import { EraseOwnAccount } from '../students/erase-own-account.js';
import { ExportOwnData } from '../students/export-own-data.js';
import { PurgeStudentData } from '../students/purge-student-data.js';
import { StudentEraser } from '../students/student-eraser.js';
import { EmailConfirmation } from '../students/email-confirmation.js';
import { GetStudentCv } from '../students/get-student-cv.js';
import { GetStudentInfo } from '../students/get-student-info.js';
import { GetStudentPicture } from '../students/get-student-picture.js';
import { GetStudent } from '../students/get-student.js';
import { ListStudents } from '../students/list-students.js';
import { ResendConfirmationEmail } from '../students/resend-confirmation-email.js';
import { SignUpStudent } from '../students/sign-up-student.js';
import { StudentVisibility } from '../students/student-visibility.js';
import { UpdateStudentProfile } from '../students/update-student-profile.js';
import { UploadStudentCv } from '../students/upload-student-cv.js';
import { UploadStudentPicture } from '../students/upload-student-picture.js';

/** The student's account: sign-up and e-mail confirmation, sign-in, profile, picture, CVs, forgot password. */
export const studentArea = {
  useCases: [
    EmailConfirmation,
    StudentVisibility,
    GetStudent,
    SignUpStudent,
    ConfirmStudentEmail,
    ResendConfirmationEmail,
    SignInStudent,
    GetStudentInfo,
    UpdateStudentProfile,
    ChangeStudentPassword,
    UploadStudentPicture,
    GetStudentPicture,
    UploadStudentCv,
    GetStudentCv,
    ListStudents,
    StudentEraser,
    DeleteStudent,
    EraseOwnAccount,
    ExportOwnData,
    PurgeStudentData,
    SendPasswordResetPin,
    ConfirmPasswordResetPin,
    ResetStudentPassword,
  ],
} as const;
