/*
 * The files a student uploads (spec §2, §5): a profile picture and CVs. Types come from
 * upload.ts (by content, never by name); these are the size limits, ours: the spec gives 2 MB for
 * a company logo only, and the picture follows it.
 */
export const STUDENT_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const STUDENT_CV_MAX_BYTES = 5 * 1024 * 1024;

export const STUDENT_FILE_MESSAGES = {
  pictureTooLarge: 'Image must be at most 2 MB',
  cvTooLarge: 'CV must be at most 5 MB',
  pictureMissing: 'Choose a PNG or JPEG image to upload',
  cvMissing: 'Choose a PDF file to upload',
} as const;
