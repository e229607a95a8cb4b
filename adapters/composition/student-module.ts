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
import { PORTS } from './tokens.js';

/** The student's account: sign-up and e-mail confirmation, sign-in, profile, picture, CVs, forgot password. */
export const studentModule = new ContainerModule(({ bind }) => {
  const {
    assessments,
    clock,
    companies,
    digest,
    events,
    fairSettings,
    files,
    ids,
    interviews,
    mailer,
    passwords,
    random,
    secrets,
    settings,
    students,
    tokens,
  } = PORTS;
  bindUseCase(bind, EmailConfirmation, [secrets, digest, random, clock, mailer, settings]);
  bindUseCase(bind, StudentVisibility, [students, interviews, CompanyOfActor]);
  bindUseCase(bind, GetStudent, [students]);

  bindUseCase(bind, SignUpStudent, [students, secrets, passwords, ids, clock, EmailConfirmation, fairSettings]);
  bindUseCase(bind, ConfirmStudentEmail, [students, secrets, digest, clock]);
  bindUseCase(bind, ResendConfirmationEmail, [students, EmailConfirmation]);
  bindUseCase(bind, SignInStudent, [students, CredentialCheck, tokens]);
  bindUseCase(bind, GetStudentInfo, [StudentVisibility]);
  bindUseCase(bind, UpdateStudentProfile, [students, GetStudent, events]);
  bindUseCase(bind, ChangeStudentPassword, [students, passwords, GetStudent, events]);
  bindUseCase(bind, UploadStudentPicture, [students, files, GetStudent, events]);
  bindUseCase(bind, GetStudentPicture, [files, StudentVisibility]);
  bindUseCase(bind, UploadStudentCv, [students, companies, interviews, files, GetStudent, events]);
  bindUseCase(bind, GetStudentCv, [files, GetStudent]);
  bindUseCase(bind, ListStudents, [students]);
  bindUseCase(bind, DeleteStudent, [students, interviews, secrets, files, events, assessments]);

  bindUseCase(bind, SendPasswordResetPin, [students, secrets, digest, random, clock, mailer]);
  bindUseCase(bind, ConfirmPasswordResetPin, [students, secrets, digest, random, clock]);
  bindUseCase(bind, ResetStudentPassword, [students, secrets, digest, passwords, clock, events]);
});
