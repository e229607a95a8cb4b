import { z } from 'zod';
import type { Role } from '../../../domain/role.js';
import { PROFILE_TITLES, type Student } from '../../../domain/student.js';
import type { Presented } from './presented.js';

/** The picture is fetched with the bearer token (it is not public), so this is an API path. */
export const studentPictureUrl = (student: Student): string | null =>
  student.pictureKey ? `/rest/api/v1/student/get-profile-img?id=${student.id}` : null;

export const SelectionEntrySchema = z
  .strictObject({
    companyId: z.string(),
    companyName: z.string(),
    selectedPanel: z.string(),
    order: z.number().describe('Priority, starting at 1'),
  })
  .meta({ id: 'SelectionEntry', description: "One company in a student's selection" });

export const StudentProfileSchema = z
  .strictObject({
    _id: z.string(),
    email: z.string(),
    fullName: z.string(),
    title: z.enum(PROFILE_TITLES),
    commonName: z.string(),
    indexNumber: z.string(),
    description: z.string(),
    linkedInURL: z.string(),
    githubURL: z.string(),
    personalURL: z.string(),
    image: z.string().nullable().describe("The picture's API path (needs the bearer token), null without one"),
    displayImage: z
      .string()
      .nullable()
      .describe("The spec's name for the picture (§3): the same API path as image, null without one"),
    hasCv: z.boolean(),
    companyCvs: z.array(z.string()).describe('Ids of the companies the student stored a CV for'),
    interestedArea: z.string().nullable(),
    role: z.literal('student'),
  })
  .meta({
    id: 'StudentProfile',
    description: 'What a company, a coordinator or a shared list shows of a student: never their selection',
  });

export const StudentSchema = StudentProfileSchema.extend({
  submittedAt: z.string().nullable().describe("The selection's submission time (ISO 8601), null before"),
  selectedCompaniesbyStudent: z.array(SelectionEntrySchema),
  remindersOff: z.boolean().describe('The student turned their interview e-mails (reminders, "you\'re next") off'),
  scheduleMailsOff: z
    .boolean()
    .describe('The student turned off the e-mails telling them the interviews they were given'),
}).meta({ id: 'Student', description: "A student's whole record, for the student and administrators" });

/** A student as a viewer of the given role sees them (studentJsonFor). */
export const StudentForViewerSchema = z.union([StudentSchema, StudentProfileSchema]);

export const StudentPageSchema = z
  .strictObject({
    items: z.array(StudentForViewerSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  })
  .meta({ id: 'StudentPage', description: 'A page of students: whole records for admins, profiles for coordinators' });

/**
 * What a company, a coordinator or a shared list shows of a student: the profile, and of their
 * company-specific CVs only the one for `companyId`, never which other companies they chose.
 */
export const studentProfileJson = (
  student: Student,
  companyId: string | null,
): Presented<typeof StudentProfileSchema> => ({
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
  displayImage: studentPictureUrl(student),
  hasCv: student.cvKey !== null,
  companyCvs: companyId !== null && student.companyCvKeys[companyId] ? [companyId] : [],
  interestedArea: student.selection?.interestedArea ?? null,
  role: 'student',
});

/** The student's own view of their account, with their whole selection. */
export const studentJson = (student: Student): Presented<typeof StudentSchema> => ({
  ...studentProfileJson(student, null),
  companyCvs: Object.keys(student.companyCvKeys),
  submittedAt: student.selection?.submittedAt.toISOString() ?? null,
  selectedCompaniesbyStudent: student.selection?.selectedCompaniesbyStudent ?? [],
  remindersOff: student.remindersOff,
  scheduleMailsOff: student.scheduleMailsOff,
});

/**
 * A student as the caller sees them: the student themselves and administrators get the whole
 * record; a company or coordinator gets the profile, never which companies the student chose.
 */
export const studentJsonFor = (viewer: Role, student: Student): Presented<typeof StudentForViewerSchema> =>
  viewer === 'admin' || viewer === 'student' ? studentJson(student) : studentProfileJson(student, null);
