import { z } from 'zod';
import type { InterviewDetails, ListedInterview } from '../../../application/interviews/interview-details.js';
import type { InterviewBoardDetails } from '../../../application/interviews/show-interview-board.js';
import type { StudentListedInterview } from '../../../application/interviews/list-student-interviews.js';
import { cvKeyForCompany } from '../../../domain/cv.js';
import { cancellationOf, INTERVIEW_STATUSES, type Interview } from '../../../domain/interview.js';
import { ROLES } from '../../../domain/role.js';
import type { Panel } from '../../../domain/panel.js';
import type { Student } from '../../../domain/student.js';
import { CompanyPublicSchema, CompanySchema, companyJson, companyPublicJson } from './company-json.js';
import { PanelPauseSchema, panelPauseJson } from './panel-json.js';
import type { Presented } from './presented.js';
import { StudentProfileSchema, studentPictureUrl, studentProfileJson } from './student-json.js';

export const PanelRefSchema = z
  .strictObject({ _id: z.string(), panelName: z.string() })
  .meta({ id: 'PanelRef', description: 'The panel an interview is assigned to' });

export const InterviewStatusSchema = z.enum(INTERVIEW_STATUSES).meta({ id: 'InterviewStatus' });

export const CancellationSchema = z
  .strictObject({
    by: z.enum(ROLES).describe('student: the student withdrew; else the role of who cancelled it'),
    at: z.string().describe('ISO 8601 instant'),
    reason: z.string().nullable(),
  })
  .meta({ id: 'Cancellation', description: 'Who ended an interview before it started, when and why' });

const interviewFields = {
  _id: z.string(),
  panelID: PanelRefSchema.nullable(),
  time: z.string().nullable().describe('ISO 8601 instant, null until set'),
  status: InterviewStatusSchema,
  queue: z.number().nullable(),
  panelQueue: z.number().nullable(),
  walkIn: z.boolean(),
  checkedInAt: z.string().nullable().describe('ISO 8601 instant the student checked in at the desk, null until then'),
  cancellation: CancellationSchema.nullable().describe('Null unless the interview is cancelled'),
};

export const InterviewSchema = z
  .strictObject({ ...interviewFields, student: StudentProfileSchema, company: CompanySchema })
  .meta({ id: 'Interview' });

export const QueueWaitSchema = z
  .strictObject({
    place: z.number().describe("Place in the panel's queue: 1 is next"),
    of: z.number().describe("How many wait in the panel's queue"),
    minutes: z.number().describe("About how many minutes until the interview starts, at the panel's pace"),
    pause: PanelPauseSchema.nullable().describe('The pause of the panel, null while it runs'),
  })
  .meta({ id: 'QueueWait', description: "Where a waiting interview stands in its panel's queue, and its wait" });

export const StudentInterviewSchema = z
  .strictObject({
    ...interviewFields,
    student: StudentProfileSchema,
    company: CompanyPublicSchema,
    wait: QueueWaitSchema.nullable().describe("Null unless the interview waits in its panel's queue"),
  })
  .meta({ id: 'StudentInterview', description: "A student's own interview: the company by its public profile" });

export const IntervieweeSchema = z
  .strictObject({
    _id: z.string(),
    email: z.string(),
    fullName: z.string(),
    commonName: z.string(),
    indexNumber: z.string(),
    image: z.string().nullable(),
    hasCv: z
      .boolean()
      .describe('Whether the company gets a CV: the one the student stored for it, else their general CV'),
  })
  .meta({ id: 'Interviewee', description: "What a company's lists and boards show of an interviewee" });

export const CompanyInterviewSchema = z
  .strictObject({
    ...interviewFields,
    student: IntervieweeSchema,
    company: z.string().describe("The company's id: the caller acts for it"),
  })
  .meta({ id: 'CompanyInterview', description: "An interview in its own company's lists and boards" });

export const InterviewBoardSchema = z
  .strictObject({
    company: CompanyPublicSchema,
    current: CompanyInterviewSchema.nullable().describe(
      "The first of currentByPanel, or null: the spec's one current interview (of the panel asked for)",
    ),
    currentByPanel: z
      .array(CompanyInterviewSchema)
      .describe("Each panel's current interview (its first ongoing one), in queue order"),
    upcoming: z.array(CompanyInterviewSchema),
    finished: z.array(CompanyInterviewSchema),
    queues: z
      .array(
        z.strictObject({
          panel: PanelRefSchema,
          waiting: z.number().describe('How many wait in its queue'),
          endsAt: z.string().describe("ISO 8601 instant the queue's last interview should end, at the panel's pace"),
          pause: PanelPauseSchema.nullable(),
        }),
      )
      .describe("Each panel's queue (the panel asked for, else every panel of the company)"),
  })
  .meta({ id: 'InterviewBoard', description: "A company's current-interviews page" });

const panelRef = (panel: Panel | null) => (panel ? { _id: panel.id, panelName: panel.panelName } : null);

const cancellationJson = (interview: Interview): Presented<typeof CancellationSchema> | null => {
  const cancellation = cancellationOf(interview);
  return cancellation && { ...cancellation, at: cancellation.at.toISOString() };
};

/** The interview's own fields, as every shape of it shows them. */
const interviewFieldsJson = (interview: Interview, panel: Panel | null) => ({
  _id: interview.id,
  panelID: panelRef(panel),
  time: interview.time?.toISOString() ?? null,
  status: interview.status,
  queue: interview.queue,
  panelQueue: interview.panelQueue,
  walkIn: interview.walkIn,
  checkedInAt: interview.checkedInAt?.toISOString() ?? null,
  cancellation: cancellationJson(interview),
});

export const interviewJson = ({
  interview,
  student,
  company,
  panel,
}: InterviewDetails): Presented<typeof InterviewSchema> => ({
  ...interviewFieldsJson(interview, panel),
  student: studentProfileJson(student, company.id),
  company: companyJson(company),
});

/**
 * A student's own interview: the company as a student sees any company, by its public profile;
 * its place and wait when it waits in its panel's queue (as listed; a single answer tells none).
 */
export const studentInterviewJson = ({
  interview,
  student,
  company,
  panel,
  wait,
}: ListedInterview & Partial<Pick<StudentListedInterview, 'wait'>>): Presented<typeof StudentInterviewSchema> => ({
  ...interviewFieldsJson(interview, panel),
  student: studentProfileJson(student, company.id),
  company: companyPublicJson(company),
  wait: wait ? { place: wait.place, of: wait.of, minutes: wait.waitMinutes, pause: panelPauseJson(wait.pause) } : null,
});

/**
 * What a company's lists and boards show of an interviewee (docs/api.md, "Lean company lists"):
 * the name, picture, e-mail and index number, and whether there is a CV to download. The whole profile is one GET /student/single-info away.
 */
export const intervieweeJson = (student: Student, companyId: string): Presented<typeof IntervieweeSchema> => ({
  _id: student.id,
  email: student.email,
  fullName: student.fullName,
  commonName: student.commonName,
  indexNumber: student.indexNumber,
  image: studentPictureUrl(student),
  hasCv: cvKeyForCompany(student, companyId) !== null,
});

/** An interview in its own company's lists and boards: the company by its id (the caller acts for it), the interviewee lean. */
export const companyInterviewJson = ({
  interview,
  student,
  panel,
}: ListedInterview): Presented<typeof CompanyInterviewSchema> => ({
  ...interviewFieldsJson(interview, panel),
  student: intervieweeJson(student, interview.companyId),
  company: interview.companyId,
});

/** The ongoing / current-interviews page: the company once, each panel's current interview, the upcoming ones and the finished ones. */
export const interviewBoardJson = (board: InterviewBoardDetails): Presented<typeof InterviewBoardSchema> => ({
  company: companyPublicJson(board.company),
  current: board.current[0] ? companyInterviewJson(board.current[0]) : null,
  currentByPanel: board.current.map(companyInterviewJson),
  upcoming: board.upcoming.map(companyInterviewJson),
  finished: board.finished.map(companyInterviewJson),
  queues: board.queues.map(({ panel, waiting, endsAt }) => ({
    panel: { _id: panel.id, panelName: panel.panelName },
    waiting,
    endsAt: endsAt.toISOString(),
    pause: panelPauseJson(panel.pause),
  })),
});
