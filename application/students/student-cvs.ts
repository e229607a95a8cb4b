import type { Student } from '../../domain/student.js';

/** Where a student's CV is kept: the general one when `companyId` is null, else the one for that company. */
export const cvKeyOf = (student: Student, companyId: string | null): string | null =>
  companyId === null ? student.cvKey : (student.companyCvKeys[companyId] ?? null);

export const withCv = (student: Student, companyId: string | null, key: string): Student =>
  companyId === null
    ? { ...student, cvKey: key }
    : { ...student, companyCvKeys: { ...student.companyCvKeys, [companyId]: key } };

/** Every file a student has stored: picture, general CV and company CVs. */
export const storedFilesOf = (student: Student): string[] =>
  [student.pictureKey, student.cvKey, ...Object.values(student.companyCvKeys)].filter(
    (key): key is string => key !== null,
  );
