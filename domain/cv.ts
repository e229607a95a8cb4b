/*
 * CVs as companies receive them (spec §1, §2, §8, §9): a student has a general CV and may have a
 * company-specific one per company; a company gets its own copy when there is one, else the general CV.
 *
 * The spec's message for a CV a company cannot get is COMPANY_CV_NOT_FOUND in messages.ts, which the
 * UI imports from there. Ours: "CV must be at most 5 MB", "No CVs to download for this company yet".
 *
 * Downloaded files are named from the student's index number and name, never from a client's path:
 * every character outside [A-Za-z0-9 ._-] becomes "_", e.g. "1901234-A.B.C. Perera.pdf".
 */
import { COMPANY_CV_NOT_FOUND } from './messages.js';
import { displayName, type Student } from './student.js';

export const CV_MAX_BYTES = 5 * 1024 * 1024;

export const CV_MESSAGES = {
  tooLarge: 'CV must be at most 5 MB',
  notFound: COMPANY_CV_NOT_FOUND,
  noneForCompany: 'No CVs to download for this company yet',
} as const;

type StudentCvs = Pick<Student, 'cvKey' | 'companyCvKeys'>;

/**
 * The storage key of the CV the student keeps for `companyId` (the general CV when null): exactly
 * that one, never another in its place, for the student's own download and for replacing it.
 */
export const ownCvKey = (student: StudentCvs, companyId: string | null): string | null =>
  companyId === null ? student.cvKey : (student.companyCvKeys[companyId] ?? null);

/** The storage key of the CV a company gets: its own copy when the student made one, else the general CV. */
export const cvKeyForCompany = (student: StudentCvs, companyId: string): string | null =>
  Object.hasOwn(student.companyCvKeys, companyId) ? (student.companyCvKeys[companyId] ?? null) : student.cvKey;

const NAME_PART_MAX_LENGTH = 80;

const safePart = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ._-]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .slice(0, NAME_PART_MAX_LENGTH)
    .trim();

/** "<index number>-<name>.pdf", with only safe characters; a blank part is left out. */
export const cvFileName = (student: Pick<Student, 'indexNumber' | 'fullName' | 'commonName'>): string => {
  const parts = [safePart(student.indexNumber), safePart(displayName(student))].filter((part) => part !== '');
  return `${parts.length === 0 ? 'cv' : parts.join('-')}.pdf`;
};

const withSuffix = (name: string, n: number): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}-${n}${name.slice(dot)}` : `${name}-${n}`;
};

/**
 * The names made unique, in order: the first keeps its name, a later equal one (ignoring case, as
 * some file systems do) gets "-2", "-3"… before its extension, skipping any name already taken.
 */
export const uniqueFileNames = (names: readonly string[]): string[] => {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = withSuffix(name, n);
    taken.add(candidate.toLowerCase());
    return candidate;
  });
};
