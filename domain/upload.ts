/*
 * Uploaded files are typed by their first bytes, never by their name or the browser's claim
 * (design §4): a CV must be a PDF, a picture or logo a PNG or JPEG.
 * Our messages: "CV must be a PDF file", "Image must be a PNG or JPEG file".
 */

export type DetectedMediaType = 'application/pdf' | 'image/png' | 'image/jpeg';

const SIGNATURES: ReadonlyArray<{ readonly mediaType: DetectedMediaType; readonly bytes: readonly number[] }> = [
  { mediaType: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { mediaType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mediaType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** How many leading bytes detection needs: read at least this many before calling detectMediaType. */
export const SIGNATURE_LENGTH = Math.max(...SIGNATURES.map((signature) => signature.bytes.length));

export const CV_MEDIA_TYPES: readonly DetectedMediaType[] = ['application/pdf'];
export const IMAGE_MEDIA_TYPES: readonly DetectedMediaType[] = ['image/png', 'image/jpeg'];

export const UPLOAD_MESSAGES = {
  cvNotPdf: 'CV must be a PDF file',
  imageNotPngOrJpeg: 'Image must be a PNG or JPEG file',
} as const;

/** The media type the bytes start like, or null when they match none we accept. */
export const detectMediaType = (bytes: Uint8Array): DetectedMediaType | null =>
  SIGNATURES.find((signature) => signature.bytes.every((byte, index) => bytes[index] === byte))?.mediaType ?? null;

const detectAmong = (allowed: readonly DetectedMediaType[], bytes: Uint8Array): DetectedMediaType | null => {
  const detected = detectMediaType(bytes);
  return detected !== null && allowed.includes(detected) ? detected : null;
};

export const cvMediaType = (bytes: Uint8Array): DetectedMediaType | null => detectAmong(CV_MEDIA_TYPES, bytes);

export const imageMediaType = (bytes: Uint8Array): DetectedMediaType | null => detectAmong(IMAGE_MEDIA_TYPES, bytes);
