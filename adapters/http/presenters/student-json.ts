import type { Student } from '../../../domain/student.js';

/** The picture is fetched with the bearer token (it is not public), so this is an API path. */
export const studentPictureUrl = (student: Student): string | null =>
  student.pictureKey ? `/rest/api/v1/student/get-profile-img?id=${student.id}` : null;

export const studentJson = (student: Student) => ({
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
  companyCvs: Object.keys(student.companyCvKeys),
  interestedArea: student.selection?.interestedArea ?? null,
  submittedAt: student.selection?.submittedAt.toISOString() ?? null,
  selectedCompaniesbyStudent: student.selection?.selectedCompaniesbyStudent ?? [],
  role: 'student' as const,
});
