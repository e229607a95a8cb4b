import { cvMediaType, imageMediaType, SIGNATURE_LENGTH } from '../../../../domain/upload.js';

async function leadingBytes(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SIGNATURE_LENGTH).arrayBuffer());
}

/** A CV is a PDF by its first bytes, whatever its name says (design §4). */
export async function isPdfFile(file: File): Promise<boolean> {
  return cvMediaType(await leadingBytes(file)) !== null;
}

/** A picture is a PNG or JPEG by its first bytes. */
export async function isPictureFile(file: File): Promise<boolean> {
  return imageMediaType(await leadingBytes(file)) !== null;
}
