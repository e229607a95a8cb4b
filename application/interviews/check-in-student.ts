import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import type { EventFeed } from '../ports/events.js';
import type { CheckInCodeRepository, InterviewRepository } from '../ports/persistence.js';
import type { CheckInCodeMaker } from '../ports/security.js';
import type { Clock } from '../ports/system.js';
import { must, Refusal, useCase } from '../task.js';
import { CheckInByCode } from './check-in-by-code.js';
import { detailsOfOne } from './details-of-one.js';
import { type InterviewDetails, InterviewDetailsLoader } from './interview-details.js';

/**
 * A company or its coordinator checks a student in by their code, scanned or typed (POST
 * /interview/check-in): the student's interview with the caller's company is marked checked in (the
 * first time is kept) and answered. A malformed code, another fair's, one no student was given, or a
 * student without an interview at this company changes nothing and says which it was.
 */
export class CheckInStudent {
  static readonly needs = [
    'checkInCodeMaker',
    'checkInCodes',
    CompanyOfActor,
    'interviews',
    InterviewDetailsLoader,
    'events',
    'clock',
  ] as const;

  private readonly byCode: CheckInByCode;

  constructor(
    codes: CheckInCodeMaker,
    handedOut: CheckInCodeRepository,
    private readonly companyOfActor: CompanyOfActor,
    interviews: InterviewRepository,
    private readonly details: InterviewDetailsLoader,
    events: EventFeed,
    private readonly clock: Clock,
  ) {
    this.byCode = new CheckInByCode(codes, handedOut, interviews, events);
  }

  execute(actor: Actor, typed: string): TaskEither<AppError, InterviewDetails[]> {
    return useCase(async () => {
      const companyId = await must(this.companyOfActor.find(actor));
      const checkedIn = await this.byCode.checkIn(companyId, typed, this.clock.now());
      if (checkedIn instanceof Refusal) return checkedIn;
      return [await must(detailsOfOne(this.details, checkedIn.interview))];
    });
  }
}
