import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { CHECK_IN_MESSAGES, parseCheckInCode } from '../../domain/check-in-code.js';
import { checkIn, type Interview } from '../../domain/interview.js';
import { announce } from '../fair-events.js';
import { type AppError, forbidden, notFound, validation } from '../errors.js';
import type { EventFeed } from '../ports/events.js';
import type { CheckInCodeRepository, InterviewRepository } from '../ports/persistence.js';
import type { CheckInCodeMaker } from '../ports/security.js';
import { attempt, required } from '../task.js';
import { interviewEvent } from './interview-event.js';

const refusedCode = (message: string): AppError => validation([{ field: 'code', message }]);

/** The interview a code checked in, and whether this call was the one that checked the student in. */
export interface CheckedIn {
  readonly interview: Interview;
  readonly first: boolean;
}

/**
 * The rules of one check-in by code, shared by the desk's check-in and the sync of its offline scans:
 * the code must be well formed, of this fair and handed to a student with an interview at the
 * company; the first check-in's time is kept and announced once. Any refusal changes nothing.
 */
export class CheckInByCode {
  constructor(
    private readonly codes: CheckInCodeMaker,
    private readonly handedOut: CheckInCodeRepository,
    private readonly interviews: InterviewRepository,
    private readonly events: EventFeed,
  ) {}

  checkIn(companyId: string, typed: string, at: Date): TE.TaskEither<AppError, CheckedIn> {
    return pipe(
      TE.fromEither(parseCheckInCode(typed)),
      TE.mapLeft(refusedCode),
      TE.chain((code) =>
        this.codes.isOfThisFair(code) ? TE.right(code) : TE.left(refusedCode(CHECK_IN_MESSAGES.otherFair)),
      ),
      TE.chain((code) => attempt(() => this.handedOut.studentOf(code))),
      TE.chain(required(notFound(CHECK_IN_MESSAGES.unknown))),
      // One student has at most one interview per company (design.md §2).
      TE.chain((studentId) => attempt(() => this.interviews.findByStudentAndCompany(studentId, companyId))),
      TE.chain(required(forbidden(CHECK_IN_MESSAGES.noInterview))),
      TE.chain((interview) => this.mark(interview, at)),
    );
  }

  /** The domain decides whether this is the first check-in; the store writes it only if nobody did meanwhile. */
  private mark(interview: Interview, at: Date): TE.TaskEither<AppError, CheckedIn> {
    const checkedIn = checkIn(interview, at);
    if (checkedIn === interview) return TE.right({ interview, first: false });
    return pipe(
      attempt(() => this.interviews.recordCheckIn(interview.id, at)),
      TE.chain((written) =>
        written === null ? this.checkedInMeanwhile(interview.id) : TE.right({ interview: written, first: true }),
      ),
      TE.chainFirst(({ interview: stored, first }) =>
        first ? announce(this.events, interviewEvent('interview.checked-in', stored)) : TE.right(undefined),
      ),
    );
  }

  /** Another check-in won the race (its time is kept), or the interview is gone. */
  private checkedInMeanwhile(id: string): TE.TaskEither<AppError, CheckedIn> {
    return pipe(
      attempt(() => this.interviews.findById(id)),
      TE.chain(required(forbidden(CHECK_IN_MESSAGES.noInterview))),
      TE.map((stored) => ({ interview: stored, first: false })),
    );
  }
}
