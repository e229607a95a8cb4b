import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { CheckInRoster, type RosterEntry } from '../../../application/interviews/check-in-roster.js';
import { CheckInStudent } from '../../../application/interviews/check-in-student.js';
import { GetCheckInCode } from '../../../application/interviews/get-check-in-code.js';
import { InterviewCalendar } from '../../../application/interviews/interview-calendar.js';
import { ProposeInterviewTime } from '../../../application/interviews/propose-interview-time.js';
import { type ScanAnswer, SyncDeskScans } from '../../../application/interviews/sync-desk-scans.js';
import { MAX_SCANS_PER_SYNC } from '../../../domain/desk-scan.js';
import { INTERVIEW_STATUSES } from '../../../domain/interview.js';
import { CompanyInterviewSchema, companyInterviewJson } from '../presenters/interview-json.js';
import { callerAccount, type ChallengeRule, type RateLimitRule } from '../rate-limit.js';
import { idInput, objectId, parseIdAndQuery, parseInputTE } from '../request-input.js';
import { answer, json, protectedRoute, type DownloadReply } from '../route.js';
import { optional } from './query-inputs.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const INTERVIEW_DAY_USE_CASES = {
  getCheckInCode: GetCheckInCode,
  checkInStudent: CheckInStudent,
  checkInRoster: CheckInRoster,
  syncDeskScans: SyncDeskScans,
  proposeInterviewTime: ProposeInterviewTime,
  interviewCalendar: InterviewCalendar,
};
export type InterviewDayUseCases = UseCasesOf<typeof INTERVIEW_DAY_USE_CASES>;

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/**
 * Codes that found no one, per desk account whatever its address (the desk is signed in, and a venue's
 * desks may share one address): thirty in ten minutes are free, a desk mistyping now and then; past
 * them each check-in carries a solved challenge, which the desk's browser answers by itself, so trying
 * codes by the hundred costs CPU time while a busy desk keeps checking students in.
 */
export const CHECK_IN_FAILURES: ChallengeRule = {
  name: 'check-in',
  points: 30,
  durationSeconds: 10 * 60,
  counts: 'failures',
  key: callerAccount,
};

const CheckInCodeSchema = z
  .strictObject({ code: z.string().describe('XX-XXXX-XXXX; the QR code holds the same text') })
  .meta({ id: 'CheckInCode', description: "A student's check-in code at this fair" });
const checkInBody = z.object({ code: z.string().max(100) });
/**
 * A desk syncs now and then, its scans in batches: hundreds of calls a minute from one desk account
 * are not a desk. Per account, not per address: every desk of a venue may reach the portal as one.
 */
const DESK_SYNC_LIMIT: RateLimitRule = {
  name: 'check-in-sync',
  points: 120,
  durationSeconds: 10 * 60,
  subject: callerAccount,
};

const deskScansBody = z.object({
  scans: z
    .array(
      z.object({
        key: z.string().max(100).describe("The desk's own key for this scan, a UUID"),
        code: z.string().max(100).describe('The check-in code scanned or typed'),
        scannedAt: z.string().max(100).describe('ISO 8601 instant the code was scanned'),
      }),
    )
    .max(MAX_SCANS_PER_SYNC),
});
const ScanAnswerSchema = z
  .strictObject({
    key: z.string(),
    outcome: z.enum(['checked-in', 'already', 'refused']),
    message: z.string().nullable().describe('Why the scan was refused; null otherwise'),
    interviewId: z.string().nullable(),
    checkedInAt: z.string().nullable().describe('ISO 8601 instant the student counts as checked in'),
  })
  .meta({ id: 'ScanAnswer', description: 'What became of one scan a desk made offline' });
const RosterEntrySchema = z
  .strictObject({
    interviewId: z.string(),
    studentName: z.string(),
    indexNumber: z.string(),
    codeDigest: z.string().describe("SHA-256 in hex of the student's check-in code as compared (no dashes, capitals)"),
    status: z.enum(INTERVIEW_STATUSES),
    checkedInAt: z.string().nullable(),
  })
  .meta({ id: 'RosterEntry', description: "One interview on a check-in desk's offline roster" });

const scanAnswerJson = (answer: ScanAnswer) => ({
  ...answer,
  checkedInAt: answer.checkedInAt?.toISOString() ?? null,
});
const rosterEntryJson = (entry: RosterEntry) => ({ ...entry, checkedInAt: entry.checkedInAt?.toISOString() ?? null });

const freeTimeQuery = z.object({
  from: optional(z.iso.datetime({ offset: true, error: 'must be an ISO-8601 instant with its offset' })),
});
const FreeTimeSchema = z
  .strictObject({ time: z.string().describe('ISO 8601 instant') })
  .meta({ id: 'FreeTime', description: "The first time free for the interview's panel and student" });
const calendarQuery = z.object({ company: optional(objectId()), panel: optional(objectId()) });

/** Check-in at the desks, the Set Time proposal and the calendars of the interview day (docs/fair-operations.md). */
const getCheckInCode = (useCases: InterviewDayUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/student/check-in-code',
    summary: "The student's own check-in code, shown as text and as a QR code at the company's desk",
    access: ['student'],
    operationId: 'getCheckInCode',
    tags: ['interview day'],
    response: CheckInCodeSchema,
    handle: ({ actor }) => answer(useCases.getCheckInCode.execute(actor), (code) => ({ code })),
  });

const checkInStudent = (useCases: InterviewDayUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/interview/check-in',
    summary: "Check a student in by their code: their interview with the caller's company, marked and answered",
    access: ['coordinator', 'company'],
    operationId: 'checkInStudent',
    tags: ['interview day'],
    request: { body: checkInBody },
    response: z.array(CompanyInterviewSchema),
    errors: [404],
    challengeAfter: CHECK_IN_FAILURES,
    handle: ({ actor, body }) =>
      pipe(
        parseInputTE(checkInBody, body),
        TE.chain(({ code }) => useCases.checkInStudent.execute(actor, code)),
        TE.map((checkedIn) => json(checkedIn.map(companyInterviewJson), 'Checked in')),
      ),
  });

const syncDeskScans = (useCases: InterviewDayUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/interview/check-ins',
    summary:
      'The scans a check-in desk made offline, each under its own key: each answered on its own, a key already taken answered again and changing nothing',
    access: ['coordinator', 'company'],
    operationId: 'syncDeskScans',
    tags: ['interview day'],
    request: { body: deskScansBody },
    response: z.array(ScanAnswerSchema),
    errors: [429],
    rateLimit: DESK_SYNC_LIMIT,
    handle: ({ actor, body }) =>
      pipe(
        parseInputTE(deskScansBody, body),
        TE.chain(({ scans }) => useCases.syncDeskScans.execute(actor, scans)),
        TE.map((answers) => json(answers.map(scanAnswerJson))),
      ),
  });

const getCheckInRoster = (useCases: InterviewDayUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/interview/check-in-roster',
    summary:
      "The check-in desk's offline roster: every interview of the caller's company, its student's name and index number and the digest of their code",
    access: ['coordinator', 'company'],
    operationId: 'getCheckInRoster',
    tags: ['interview day'],
    response: z.array(RosterEntrySchema),
    handle: ({ actor }) => answer(useCases.checkInRoster.execute(actor), (entries) => entries.map(rosterEntryJson)),
  });

const proposeInterviewTime = (useCases: InterviewDayUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/interview/free-time/:id',
    summary:
      "The Set Time proposal: the first free time, from now (or `from`), for the interview's panel and student, within the panel's hours on the fair's days (409 when none is left)",
    access: ['coordinator'],
    operationId: 'proposeInterviewTime',
    tags: ['interview day'],
    request: { params: idInput, query: freeTimeQuery },
    errors: [409],
    response: FreeTimeSchema,
    handle: ({ actor, params, query }) =>
      pipe(
        parseIdAndQuery(freeTimeQuery, { params, query }),
        TE.chain(({ id, form: { from } }) =>
          useCases.proposeInterviewTime.execute(actor, id, from === undefined ? undefined : new Date(from)),
        ),
        TE.map((time) => json({ time: time.toISOString() })),
      ),
  });

const downloadInterviewCalendar = (useCases: InterviewDayUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/interview/calendar.ics',
    summary:
      "Add to Calendar: a student's own timed interviews, or a company's (`company`, optionally one `panel`) for it and its coordinators",
    access: ['student', 'coordinator', 'company'],
    operationId: 'downloadInterviewCalendar',
    tags: ['interview day'],
    request: { query: calendarQuery },
    response: { download: ['text/calendar'] },
    errors: [404],
    handle: ({ actor, query }) =>
      pipe(
        parseInputTE(calendarQuery, query),
        TE.chain((scope) => useCases.interviewCalendar.execute(actor, scope)),
        TE.map((file): DownloadReply => ({
          kind: 'download',
          contentType: CALENDAR_CONTENT_TYPE,
          fileName: file.fileName,
          body: Readable.from([file.content]),
        })),
      ),
  });

export const interviewDayRoutes = routeArea(INTERVIEW_DAY_USE_CASES, [
  getCheckInCode,
  checkInStudent,
  syncDeskScans,
  getCheckInRoster,
  proposeInterviewTime,
  downloadInterviewCalendar,
]);
