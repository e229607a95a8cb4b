import { stat } from 'node:fs/promises';
import { normalizeEmail } from '../../domain/email.js';
import { normalizeIndexNumber } from '../../domain/student.js';
import { readOutbox, type OutboxMail } from '../e2e/support/outbox.js';
import { createCompany, type CreatedCompany } from './company-accounts.js';
import type { ReachablePortal } from './portal-harness.js';

/** The sign-up form of `POST /student/create`. */
export interface StudentSignUp {
  readonly email: string;
  readonly fullName: string;
  readonly title: string;
  readonly commonName: string;
  readonly indexNumber: string;
  readonly password: string;
}

/** A student who signed up through HTTP: what they typed, and the id the portal gave them. */
export interface RegisteredStudent extends StudentSignUp {
  readonly id: string;
}

/** A student who also followed the mailed link and signed in. */
export interface ConfirmedStudent {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  /** A bearer token of the student's session. */
  readonly token: string;
  readonly indexNumber: string;
}

let registered = 0;

/** A valid sign-up form; e-mail and index number differ on every call (index numbers like 19XXXXX). */
export const aStudentSignUp = (overrides: Partial<StudentSignUp> = {}): StudentSignUp => {
  const n = ++registered;
  return {
    email: `student.${n}@uni.test`,
    fullName: `A.B. Student${n}`,
    title: 'Mr',
    commonName: `Student${n}`,
    indexNumber: `19${String(n).padStart(5, '0')}`,
    password: 'student-secret',
    ...overrides,
  };
};

/** The multipart body the sign-up screen sends. */
export const signUpFormData = (form: StudentSignUp): FormData => {
  const data = new FormData();
  for (const [name, value] of Object.entries(form)) data.append(name, value);
  return data;
};

/** Signs a newcomer up through `POST /student/create`; the e-mail stays unconfirmed. */
export async function registerStudent(
  portal: ReachablePortal,
  overrides: Partial<StudentSignUp> = {},
): Promise<RegisteredStudent> {
  const form = aStudentSignUp(overrides);
  const answer = await portal.api.postForm<{ _id: string }>('/student/create', signUpFormData(form));
  if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { ...form, id: answer.body.data._id };
}

const addressesOf = (to: string): string[] =>
  to.split(',').map((address) => (/<([^>]+)>/.exec(address)?.[1] ?? address).trim().toLowerCase());

/** The newest message in `${portal.dataDir}/outbox` addressed to `email`; throws when there is none. */
export async function readOutboxMail(portal: ReachablePortal, email: string): Promise<OutboxMail> {
  const wanted = normalizeEmail(email);
  const mails = (await readOutbox(portal.dataDir)).filter((mail) => addressesOf(mail.to).includes(wanted));
  if (mails.length === 0) throw new Error(`no mail to ${email} in ${portal.dataDir}/outbox`);
  // The names sort by millisecond only; the modification time orders two mails of one millisecond.
  const written = await Promise.all(mails.map(async (mail) => (await stat(mail.file, { bigint: true })).mtimeNs));
  let newest = 0;
  written.forEach((time, index) => {
    if (time >= written[newest]!) newest = index;
  });
  return mails[newest]!;
}

/** The first link in a mail whose path is `pathname`, e.g. '/verify-email'. */
export const linkInMail = (mail: OutboxMail, pathname: string): URL => {
  const link = [...mail.text.matchAll(/https?:\/\/[^\s<>"'()[\]]+/g)]
    .map(([found]) => new URL(found.replace(/[.,;:!?]+$/, '')))
    .find((url) => url.pathname === pathname);
  if (!link) throw new Error(`no ${pathname} link in the mail "${mail.subject}":\n${mail.text}`);
  return link;
};

/** Follows the newest confirmation link mailed to `email`, the way the verify-email screen does. */
export async function confirmFromOutbox(portal: ReachablePortal, email: string): Promise<void> {
  const link = linkInMail(await readOutboxMail(portal, email), '/verify-email');
  const answer = await portal.api.post('/student/confirm-email', {
    email: link.searchParams.get('email'),
    token: link.searchParams.get('token'),
  });
  if (answer.status !== 200) throw new Error(`confirmation failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** Signs up, confirms through the mailed link and signs in: a student ready for the student area. */
export async function registerConfirmedStudent(
  portal: ReachablePortal,
  overrides: Partial<StudentSignUp> = {},
): Promise<ConfirmedStudent> {
  const student = await registerStudent(portal, overrides);
  await confirmFromOutbox(portal, student.email);
  const token = await portal.api.signIn('student', student.email, student.password);
  return {
    id: student.id,
    email: normalizeEmail(student.email),
    password: student.password,
    token,
    indexNumber: normalizeIndexNumber(student.indexNumber),
  };
}

/** The PIN of the newest password-reset mail to `email`: the line that holds nothing else. */
export async function readPinMail(portal: ReachablePortal, email: string): Promise<string> {
  const mail = await readOutboxMail(portal, email);
  const pin = mail.text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => /^[A-Z0-9]{6}$/.test(line));
  if (!pin) throw new Error(`no PIN in the mail "${mail.subject}":\n${mail.text}`);
  return pin;
}

/** Bytes that start like a PDF (`%PDF-`), `size` long in all. */
export const aPdf = (size = 512): Uint8Array => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(Buffer.from('%PDF-1.7\n'));
  return bytes;
};

/** A multipart body with one file and, optionally, text fields, as the upload buttons send it. */
export const uploadForm = (
  field: string,
  bytes: Uint8Array,
  fields: Readonly<Record<string, string>> = {},
  fileName = 'upload.bin',
  declaredType = '',
): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(field, new Blob([Buffer.from(bytes)], { type: declaredType }), fileName);
  return form;
};

/**
 * A new company that has an interview with the student: the admin adds it and opens its walk-in
 * interviews, and the student joins them.
 */
export async function companyInterviewing(
  portal: ReachablePortal,
  adminToken: string,
  student: Pick<ConfirmedStudent, 'token'>,
): Promise<CreatedCompany> {
  const company = await createCompany(portal, adminToken);
  const opened = await portal.api.post(
    `/company/change-walking-status/${company.id}`,
    { walkingStatus: true },
    adminToken,
  );
  if (opened.status !== 200) throw new Error(`walk-in not opened: ${opened.status} ${opened.body.message}`);
  const joined = await portal.api.post('/interview/create-walk-in', { company: company.id }, student.token);
  if (joined.status !== 201) throw new Error(`walk-in not joined: ${joined.status} ${joined.body.message}`);
  return company;
}
