import { CV_MAX_BYTES, CV_MESSAGES } from '../../../../domain/cv.js';
import { STUDENT_FILE_MESSAGES, STUDENT_PICTURE_MAX_BYTES } from '../../../../domain/student-files.js';
import { cvMediaType, imageMediaType, SIGNATURE_LENGTH, UPLOAD_MESSAGES } from '../../../../domain/upload.js';

async function leadingBytes(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SIGNATURE_LENGTH).arrayBuffer());
}

/**
 * Why the server would refuse this CV, or null: it must be a PDF by its first bytes, whatever its
 * name says (design §4), and within the size limit. Checked before the upload to spare the wait.
 */
export async function cvRefusal(file: File): Promise<string | null> {
  if (cvMediaType(await leadingBytes(file)) === null) return UPLOAD_MESSAGES.cvNotPdf;
  return file.size > CV_MAX_BYTES ? CV_MESSAGES.tooLarge : null;
}

/** Why the server would refuse this picture, or null: a PNG or JPEG by its first bytes, within the size limit. */
export async function pictureRefusal(file: File): Promise<string | null> {
  if (imageMediaType(await leadingBytes(file)) === null) return UPLOAD_MESSAGES.imageNotPngOrJpeg;
  return file.size > STUDENT_PICTURE_MAX_BYTES ? STUDENT_FILE_MESSAGES.pictureTooLarge : null;
}
