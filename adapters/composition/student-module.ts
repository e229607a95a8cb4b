import type { Container } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { ConfirmPasswordResetPin } from '../../application/password-reset/confirm-password-reset-pin.js';
import { ResetStudentPassword } from '../../application/password-reset/reset-student-password.js';
import { SendPasswordResetPin } from '../../application/password-reset/send-password-reset-pin.js';
import { CredentialCheck } from '../../application/sessions/credentials.js';
import { SignInStudent } from '../../application/sessions/sign-in-student.js';
import { ChangeStudentPassword } from '../../application/students/change-student-password.js';
import { ConfirmStudentEmail } from '../../application/students/confirm-student-email.js';
import { DeleteStudent } from '../../application/students/delete-student.js';
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
import { bindUseCase } from './bind-use-case.js';
import type { PortalModule } from './portal-module.js';
import { PORTS } from './tokens.js';

/** The student's account: sign-up and e-mail confirmation, sign-in, profile, picture, CVs, forgot password. */
export const studentModule: PortalModule = {
  bind(container: Container): void {
    const { students, secrets, files, passwords, digest, random, clock, ids, mailer, settings } = PORTS;
    bindUseCase(container, EmailConfirmation, [secrets, digest, random, clock, mailer, settings]);
    bindUseCase(container, StudentVisibility, [students, PORTS.interviews, CompanyOfActor]);
    bindUseCase(container, GetStudent, [students]);

    bindUseCase(container, SignUpStudent, [
      students,
      secrets,
      passwords,
      ids,
      clock,
      EmailConfirmation,
      PORTS.fairSettings,
    ]);
    bindUseCase(container, ConfirmStudentEmail, [students, secrets, digest, clock]);
    bindUseCase(container, ResendConfirmationEmail, [students, EmailConfirmation]);
    bindUseCase(container, SignInStudent, [students, CredentialCheck, PORTS.tokens]);
    bindUseCase(container, GetStudentInfo, [StudentVisibility]);
    bindUseCase(container, UpdateStudentProfile, [students, GetStudent, PORTS.events]);
    bindUseCase(container, ChangeStudentPassword, [students, passwords, GetStudent, PORTS.events]);
    bindUseCase(container, UploadStudentPicture, [students, files, GetStudent, PORTS.events]);
    bindUseCase(container, GetStudentPicture, [files, StudentVisibility]);
    bindUseCase(container, UploadStudentCv, [
      students,
      PORTS.companies,
      PORTS.interviews,
      files,
      GetStudent,
      PORTS.events,
    ]);
    bindUseCase(container, GetStudentCv, [files, GetStudent]);
    bindUseCase(container, ListStudents, [students]);
    bindUseCase(container, DeleteStudent, [
      students,
      PORTS.interviews,
      secrets,
      files,
      PORTS.events,
      PORTS.assessments,
    ]);

    bindUseCase(container, SendPasswordResetPin, [students, secrets, digest, random, clock, mailer]);
    bindUseCase(container, ConfirmPasswordResetPin, [students, secrets, digest, random, clock]);
    bindUseCase(container, ResetStudentPassword, [students, secrets, digest, passwords, clock, PORTS.events]);
  },
};
