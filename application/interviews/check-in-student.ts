import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { CHECK_IN_MESSAGES, parseCheckInCode } from '../../domain/check-in-code.js';
import type { Interview } from '../../domain/interview.js';
import type { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { announce } from '../fair-events.js';
import { type AppError, forbidden, notFound, validation } from '../errors.js';
import type { EventFeed } from '../ports/events.js';
import type { CheckInCodeRepository, InterviewRepository } from '../ports/persistence.js';
import type { CheckInCodeMaker } from '../ports/security.js';
import type { Clock } from '../ports/system.js';
import { attempt, required } from '../task.js';
import { detailsOfOne } from './details-of-one.js';
import type { InterviewDetails, InterviewDetailsLoader } from './interview-details.js';
import { interviewEvent } from './interview-event.js';

const refusedCode = (message: string): AppError => validation([{ field: 'code', message }]);

/**
 * A company or its coordinator checks a student in by their code, scanned or typed (POST
 * /interview/check-in): the student's interview with the caller's company is marked checked in (the
 * first time is kept) and answered. A malformed code, another fair's, one no student was given, or a
 * student without an interview at this company changes nothing and says which it was.
 */
export class CheckInStudent {
  constructor(
    private readonly codes: CheckInCodeMaker,
    private readonly handedOut: CheckInCodeRepository,
    private readonly companyOfActor: CompanyOfActor,
    private readonly interviews: InterviewRepository,
    private readonly details: InterviewDetailsLoader,
    private readonly events: EventFeed,
    private readonly clock: Clock,
  ) {}

  execute(actor: Actor, typed: string): TE.TaskEither<AppError, InterviewDetails[]> {
    return pipe(
      TE.fromEither(parseCheckInCode(typed)),
      TE.mapLeft(refusedCode),
      TE.chain((code) =>
        this.codes.isOfThisFair(code) ? TE.right(code) : TE.left(refusedCode(CHECK_IN_MESSAGES.otherFair)),
      ),
      TE.chain((code) => attempt(() => this.handedOut.studentOf(code))),
      TE.chain(required(notFound(CHECK_IN_MESSAGES.unknown))),
      TE.chain((studentId) => this.interviewHere(actor, studentId)),
      TE.chain((interview) => this.checkIn(interview)),
      TE.chain((checkedIn) => detailsOfOne(this.details, checkedIn)),
      TE.map((details) => [details]),
    );
  }

  /** One student has at most one interview per company (design.md §2). */
  private interviewHere(actor: Actor, studentId: string): TE.TaskEither<AppError, Interview> {
    return pipe(
      this.companyOfActor.find(actor),
      TE.chain((companyId) => attempt(() => this.interviews.findByStudentAndCompany(studentId, companyId))),
      TE.chain(required(forbidden(CHECK_IN_MESSAGES.noInterview))),
    );
  }

  private checkIn(interview: Interview): TE.TaskEither<AppError, Interview> {
    return pipe(
      attempt(() => this.interviews.checkIn(interview.id, this.clock.now())),
      TE.chain(required(forbidden(CHECK_IN_MESSAGES.noInterview))),
      TE.chainFirst((checkedIn) =>
        interview.checkedInAt === null && checkedIn.checkedInAt !== null
          ? announce(this.events, interviewEvent('interview.checked-in', checkedIn))
          : TE.right(undefined),
      ),
    );
  }
}
