import type { Role } from '../../../domain/role.js';
import type { Student } from '../../../domain/student.js';

/** The picture is fetched with the bearer token (it is not public), so this is an API path. */
export const studentPictureUrl = (student: Student): string | null =>
  student.pictureKey ? `/rest/api/v1/student/get-profile-img?id=${student.id}` : null;

/**
 * What a company, a coordinator or a shared list shows of a student: the profile, and of their
 * company-specific CVs only the one for `companyId`, never which other companies they chose.
 */
export const studentProfileJson = (student: Student, companyId: string | null) => ({
  _id: student.id,
  email: student.email,
  fullName: student.fullName,
  title: student.title,
  commonName: student.commonName,
  indexNumber: student.indexNumber,
  description: student.description,
  linkedInURL: student.linkedInURL,
  githubURL: student.githubURL,
  personalURL: student.personalURL,
  image: studentPictureUrl(student),
  hasCv: student.cvKey !== null,
  companyCvs: companyId !== null && student.companyCvKeys[companyId] ? [companyId] : [],
  interestedArea: student.selection?.interestedArea ?? null,
  role: 'student' as const,
});

/** The student's own view of their account, with their whole selection. */
export const studentJson = (student: Student) => ({
  ...studentProfileJson(student, null),
  companyCvs: Object.keys(student.companyCvKeys),
  submittedAt: student.selection?.submittedAt.toISOString() ?? null,
  selectedCompaniesbyStudent: student.selection?.selectedCompaniesbyStudent ?? [],
});

/**
 * A student as the caller sees them: the student themselves and administrators get the whole
 * record; a company or coordinator gets the profile, never which companies the student chose.
 */
export const studentJsonFor = (viewer: Role, student: Student) =>
  viewer === 'admin' || viewer === 'student' ? studentJson(student) : studentProfileJson(student, null);
