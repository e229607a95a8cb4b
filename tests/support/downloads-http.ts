import type { ApiAnswer, TestPortal } from './portal-harness.js';
import { uploadForm } from './student-accounts.js';

/** A small file that passes for a PDF by its bytes, carrying `text` so a test can tell CVs apart. */
export const pdfFile = (text: string): Buffer => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

/** The text a `pdfFile` carries. */
export const pdfText = (bytes: Buffer): string => /^% (.*)$/m.exec(bytes.toString('latin1'))?.[1] ?? '';

/** A multipart form with the file in field `cv`, declared a PDF, and the given text fields. */
export const cvForm = (bytes: Uint8Array, fields: Record<string, string> = {}, fileName = 'cv.pdf'): FormData =>
  uploadForm('cv', bytes, fields, fileName, 'application/pdf');

/** A student's general CV through POST /student/upload-cv/. */
export const uploadGeneralCv = async (portal: TestPortal, token: string, bytes: Uint8Array): Promise<void> => {
  const answer = await portal.api.postForm('/student/upload-cv/', cvForm(bytes), token);
  if (answer.status !== 200) throw new Error(`general CV refused: ${answer.status} ${answer.body.message}`);
};

/** POST /interview/upload-cv/ with a student's `company` or a company's interview `id`. */
export const uploadInterviewCv = (
  portal: TestPortal,
  token: string,
  bytes: Uint8Array,
  fields: { company?: string; id?: string },
): Promise<ApiAnswer> => portal.api.postForm('/interview/upload-cv/', cvForm(bytes, fields), token);

/** The file name a download's Content-Disposition gives. */
export const attachmentName = (headers: Headers): string | null => {
  const disposition = headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
};

/** The envelope of a download that failed. */
export const envelopeOf = (bytes: Buffer): { success: boolean; message: string; error: string | null } =>
  JSON.parse(bytes.toString()) as { success: boolean; message: string; error: string | null };
