/*
 * Candidate notes (docs/companies.md, "Candidate notes"): a company and its coordinators rate each
 * interviewee from 1 to 5, write notes and choose a next step. One assessment per interview, seen
 * only by that company and its coordinators; never by the student or another company.
 */
import { cvBundleFileName } from './company.js';
import { formatEventDateTime } from './event-time.js';
import { sortInterviews, type Interview } from './interview.js';
import type { Panel } from './panel.js';
import { displayName, type Student } from './student.js';
import { checkField, maxLength, oneOf, type Rule, type Validated, validated } from './validation.js';

export const NEXT_STEPS = ['none', 'shortlist', 'offer', 'reject'] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

export const NEXT_STEP_LABELS: Readonly<Record<NextStep, string>> = {
  none: 'None',
  shortlist: 'Shortlist',
  offer: 'Offer',
  reject: 'Reject',
};

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const ASSESSMENT_NOTES_MAX_LENGTH = 2000;

export const ASSESSMENT_MESSAGES = {
  rating: `Choose a rating from ${RATING_MIN} to ${RATING_MAX}`,
  nextStep: 'Choose a next step: none, shortlist, offer or reject',
  notes: `Notes can be at most ${ASSESSMENT_NOTES_MAX_LENGTH} characters`,
  saved: 'Assessment saved',
} as const;

/** Who changed an assessment last: the company itself or one of its coordinators, named as they were then. */
export interface AssessmentAuthor {
  readonly id: string;
  readonly role: 'company' | 'coordinator';
  readonly name: string;
}

/** What the company thinks of one interviewee. */
export interface AssessmentValues {
  readonly rating: number;
  readonly notes: string;
  readonly nextStep: NextStep;
}

export interface Assessment extends AssessmentValues {
  readonly interviewId: string;
  readonly companyId: string;
  readonly studentId: string;
  readonly updatedAt: Date;
  readonly updatedBy: AssessmentAuthor;
}

/** An assessment as sent: the rating null when none was chosen. */
export interface AssessmentInput {
  readonly rating: number | null;
  readonly notes: string;
  readonly nextStep: string;
}

const ratingRule: Rule<number | null> = (rating) =>
  rating !== null && Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX
    ? null
    : ASSESSMENT_MESSAGES.rating;

export const validateAssessment = (input: AssessmentInput): Validated<AssessmentValues> => {
  const notes = input.notes.trim();
  return validated(
    [
      checkField('rating', input.rating, [ratingRule]),
      checkField('notes', notes, [maxLength(ASSESSMENT_NOTES_MAX_LENGTH, ASSESSMENT_MESSAGES.notes)]),
      checkField('nextStep', input.nextStep, [oneOf(NEXT_STEPS, ASSESSMENT_MESSAGES.nextStep)]),
    ],
    () => ({ rating: input.rating as number, notes, nextStep: input.nextStep as NextStep }),
  );
};

export const ASSESSMENTS_SHEET_NAME = 'Assessments';
export const ASSESSMENT_COLUMNS = [
  'IndexNumber',
  'Name',
  'Email',
  'Status',
  'Panel',
  'Rating',
  'NextStep',
  'Notes',
  'UpdatedBy',
  'UpdatedAt',
  'InterviewTime',
] as const;
export type AssessmentColumn = (typeof ASSESSMENT_COLUMNS)[number];

/** The export's file name, after the company's username (like its CV bundle). */
export const assessmentsFileName = (username: string): string =>
  cvBundleFileName(username).replace(/\.zip$/, '-assessments.xlsx');

export type AssessmentRow = Readonly<Record<AssessmentColumn, string | number>>;

/**
 * The export's rows: one per interviewee of the company, in queue order, with the assessment when
 * there is one (blank cells when not), and the interview's day and time. Times are on the event's clock.
 */
export const assessmentRows = (
  interviews: readonly Interview[],
  records: {
    readonly students: ReadonlyMap<string, Student>;
    readonly panels: ReadonlyMap<string, Panel>;
    readonly assessments: ReadonlyMap<string, Assessment>;
  },
  timeZone: string,
): AssessmentRow[] =>
  sortInterviews(interviews).flatMap((interview) => {
    const student = records.students.get(interview.studentId);
    if (student === undefined) return [];
    const assessment = records.assessments.get(interview.id);
    const panel = interview.panelId === null ? undefined : records.panels.get(interview.panelId);
    return [
      {
        IndexNumber: student.indexNumber,
        Name: displayName(student),
        Email: student.email,
        Status: interview.status,
        Panel: panel?.panelName ?? '',
        Rating: assessment?.rating ?? '',
        NextStep: assessment === undefined ? '' : NEXT_STEP_LABELS[assessment.nextStep],
        Notes: assessment?.notes ?? '',
        UpdatedBy: assessment?.updatedBy.name ?? '',
        UpdatedAt: assessment === undefined ? '' : formatEventDateTime(assessment.updatedAt, timeZone),
        InterviewTime: interview.time === null ? '' : formatEventDateTime(interview.time, timeZone),
      },
    ];
  });
