/*
 * The files a student uploads (spec §2, §5): a profile picture and CVs. Types come from
 * upload.ts (by content, never by name), the CV's size limit from cv.ts. Ours: the picture's
 * limit, which follows the spec's 2 MB for a company logo, and the messages below.
 */
import type { Student } from './student.js';

export const STUDENT_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export const STUDENT_FILE_MESSAGES = {
  pictureTooLarge: 'Image must be at most 2 MB',
  pictureMissing: 'Choose a PNG or JPEG image to upload',
  cvMissing: 'Choose a PDF file to upload',
} as const;

/** Every file a student has stored: picture, general CV and company CVs. */
export const studentFileKeys = (student: Pick<Student, 'pictureKey' | 'cvKey' | 'companyCvKeys'>): string[] =>
  [student.pictureKey, student.cvKey, ...Object.values(student.companyCvKeys)].filter(
    (key): key is string => key !== null,
  );
