import { DEFAULT_SCHEDULE_RULES } from '../../../domain/interview-schedule.js';
import { HmacSecretDigest } from '../../../adapters/security/hmac-secret-digest.js';
import { CryptoRandomSource } from '../../../adapters/system/crypto-random-source.js';
import { ConfirmPasswordResetPin } from '../../../application/password-reset/confirm-password-reset-pin.js';
import { ResetStudentPassword } from '../../../application/password-reset/reset-student-password.js';
import { SendPasswordResetPin } from '../../../application/password-reset/send-password-reset-pin.js';
import type { MailMessage, Mailer } from '../../../application/ports/mailer.js';
import type { PasswordHasher } from '../../../application/ports/security.js';
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

/** Keeps the messages it is given; while `failing`, refuses them as a broken SMTP server would. */
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failing = false;

  async send(message: MailMessage): Promise<void> {
    if (this.failing) throw new Error('the mail server is down');
    this.sent.push(message);
  }

  /** The newest message to `to`. */
  last(to: string): MailMessage {
    const message = this.sent.filter((mail) => mail.to === to).at(-1);
    if (!message) throw new Error(`no mail to ${to}`);
    return message;
  }
}

/** Fast and transparent, for use-case tests; the real hasher is argon2id. */
export const plainPasswords: PasswordHasher = {
  hash: async (plain) => `hashed:${plain}`,
  verify: async (hash, plain) => hash === `hashed:${plain}`,
};

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
  readonly random = new CryptoRandomSource();
  readonly getStudent: GetStudent;
  readonly confirmation: EmailConfirmation;
  readonly visibility: StudentVisibility;

  private constructor(readonly fair: FairWorld) {
    const { store, clock } = fair;
    this.getStudent = new GetStudent(store.students);
    this.confirmation = new EmailConfirmation(store.secrets, this.digest, this.random, clock, this.mailer, {
      publicUrl: PUBLIC_URL,
      eventTimezone: 'Asia/Colombo',
      ...DEFAULT_SCHEDULE_RULES,
    });
    this.visibility = new StudentVisibility(store.students, store.interviews, fair.companyOfActor);
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

  signUp(): SignUpStudent {
    const { store, clock, ids } = this.fair;
    return new SignUpStudent(
      store.students,
      store.secrets,
      plainPasswords,
      ids,
      clock,
      this.confirmation,
      store.fairSettings,
    );
  }

  confirmEmail(): ConfirmStudentEmail {
    return new ConfirmStudentEmail(this.store.students, this.store.secrets, this.digest, this.clock);
  }

  resend(): ResendConfirmationEmail {
    return new ResendConfirmationEmail(this.store.students, this.confirmation);
  }

  sendPin(): SendPasswordResetPin {
    const { store, clock } = this.fair;
    return new SendPasswordResetPin(store.students, store.secrets, this.digest, this.random, clock, this.mailer);
  }

  confirmPin(): ConfirmPasswordResetPin {
    const { store, clock } = this.fair;
    return new ConfirmPasswordResetPin(store.students, store.secrets, this.digest, this.random, clock);
  }

  resetPassword(): ResetStudentPassword {
    const { store, clock } = this.fair;
    return new ResetStudentPassword(
      store.students,
      store.secrets,
      this.digest,
      plainPasswords,
      clock,
      this.fair.events,
    );
  }

  uploadPicture(students = this.store.students, files = this.store.files): UploadStudentPicture {
    return new UploadStudentPicture(students, files, new GetStudent(students), this.fair.events);
  }

  uploadCv(): UploadStudentCv {
    return new UploadStudentCv(
      this.store.students,
      this.store.companies,
      this.store.interviews,
      this.store.files,
      this.getStudent,
      this.fair.events,
    );
  }

  deleteStudent(students = this.store.students): DeleteStudent {
    const { store, events } = this.fair;
    return new DeleteStudent(students, store.interviews, store.secrets, store.files, events, store.assessments);
  }
}

/** One StudentAccountWorld per test of the enclosing suite. */
export const freshStudentAccountWorld = (): (() => StudentAccountWorld) => {
  let world: StudentAccountWorld | undefined;
  beforeEach(async () => {
    world = await StudentAccountWorld.open();
  });
  afterEach(async () => {
    await world?.close();
    world = undefined;
  });
  return () => {
    if (world === undefined) throw new Error('The world is opened in a beforeEach hook');
    return world;
  };
};
