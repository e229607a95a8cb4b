import { HmacSecretDigest } from '../../../adapters/security/hmac-secret-digest.js';
import type { ServiceIdentifier } from 'inversify';
import type { Ports } from '../../../adapters/composition/tokens.js';
import { ConfirmPasswordResetPin } from '../../../application/password-reset/confirm-password-reset-pin.js';
import { ResetStudentPassword } from '../../../application/password-reset/reset-student-password.js';
import { SendPasswordResetPin } from '../../../application/password-reset/send-password-reset-pin.js';
import { ConfirmStudentEmail } from '../../../application/students/confirm-student-email.js';
import { DeleteStudent } from '../../../application/students/delete-student.js';
import { EmailConfirmation } from '../../../application/students/email-confirmation.js';
import { GetStudent } from '../../../application/students/get-student.js';
import { ResendConfirmationEmail } from '../../../application/students/resend-confirmation-email.js';
import { SignUpStudent } from '../../../application/students/sign-up-student.js';
import { StudentVisibility } from '../../../application/students/student-visibility.js';
import { UploadStudentCv } from '../../../application/students/upload-student-cv.js';
import { UploadStudentPicture } from '../../../application/students/upload-student-picture.js';
import type { SignUpForm } from '../../../domain/sign-up.js';
import { FairWorld } from '../../support/fair-operations-store.js';
import { RecordingMailer } from '../../support/recording-mailer.js';
import { plainPasswords } from '../../support/test-container.js';
import { freshPerTest } from '../../support/fresh-per-test.js';

export { RecordingMailer, plainPasswords };

export const PUBLIC_URL = 'https://fair.example';

/** The token of the newest activation link mailed to `to`. */
export const mailedToken = (mailer: RecordingMailer, to: string): string => {
  const link = /https:\/\/\S+/.exec(mailer.last(to).text)?.[0];
  if (!link) throw new Error('no link in the mail');
  return new URL(link).searchParams.get('token') ?? '';
};

/** The PIN of the newest reset mail to `to`: the line that holds nothing else. */
export const mailedPin = (mailer: RecordingMailer, to: string): string => {
  const pin = mailer
    .last(to)
    .text.split('\n')
    .find((line) => /^[A-Z0-9]{6}$/.test(line));
  if (!pin) throw new Error('no PIN in the mail');
  return pin;
};

export const aSignUp = (overrides: Partial<SignUpForm> = {}): SignUpForm => ({
  email: 'nimali@uni.test',
  fullName: 'N.K. Perera',
  title: 'Miss',
  commonName: 'Nimali',
  indexNumber: '190001X',
  password: 'nimali-secret',
  ...overrides,
});

/** The student-account use cases over a FairWorld (in-memory store, fake clock) with a recording mailer. */
export class StudentAccountWorld {
  readonly mailer = new RecordingMailer();
  readonly digest = new HmacSecretDigest('a test key that is long enough for hmac-sha256');
  readonly getStudent: GetStudent;
  readonly confirmation: EmailConfirmation;
  readonly visibility: StudentVisibility;

  private constructor(readonly fair: FairWorld) {
    this.getStudent = this.use(GetStudent);
    this.confirmation = this.use(EmailConfirmation);
    this.visibility = this.use(StudentVisibility);
  }

  static async open(): Promise<StudentAccountWorld> {
    return new StudentAccountWorld(await FairWorld.open());
  }

  close(): Promise<void> {
    return this.fair.close();
  }

  get store() {
    return this.fair.store;
  }

  get clock() {
    return this.fair.clock;
  }

  /** A use case over the fair's world, mailing through this world's mailer links to PUBLIC_URL. */
  private use<T>(useCase: ServiceIdentifier<T>, rebind: Partial<Ports> = {}): T {
    return this.fair.use(useCase, {
      mailer: this.mailer,
      digest: this.digest,
      settings: { ...this.fair.settings, publicUrl: PUBLIC_URL },
      ...rebind,
    });
  }

  signUp(): SignUpStudent {
    return this.use(SignUpStudent);
  }

  confirmEmail(): ConfirmStudentEmail {
    return this.use(ConfirmStudentEmail);
  }

  resend(): ResendConfirmationEmail {
    return this.use(ResendConfirmationEmail);
  }

  sendPin(): SendPasswordResetPin {
    return this.use(SendPasswordResetPin);
  }

  confirmPin(): ConfirmPasswordResetPin {
    return this.use(ConfirmPasswordResetPin);
  }

  resetPassword(): ResetStudentPassword {
    return this.use(ResetStudentPassword);
  }

  uploadPicture(students = this.store.students, files = this.store.files): UploadStudentPicture {
    return this.use(UploadStudentPicture, { students, files });
  }

  uploadCv(): UploadStudentCv {
    return this.use(UploadStudentCv);
  }

  deleteStudent(students = this.store.students): DeleteStudent {
    return this.use(DeleteStudent, { students });
  }
}

/** One StudentAccountWorld per test of the enclosing suite. */
export const freshStudentAccountWorld = (): (() => StudentAccountWorld) =>
  freshPerTest(
    () => StudentAccountWorld.open(),
    (world) => world.close(),
  );
