import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
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
export class CheckInStudent extends Needs(['clock'], {
  companyOfActor: CompanyOfActor,
  byCode: CheckInByCode,
  details: InterviewDetailsLoader,
}) {
  execute(actor: Actor, typed: string): TaskEither<AppError, InterviewDetails[]> {
    return useCase(async () => {
      const companyId = await must(this.deps.companyOfActor.find(actor));
      const checkedIn = await this.deps.byCode.checkIn(companyId, typed, this.deps.clock.now());
      if (checkedIn instanceof Refusal) return checkedIn;
      return [await must(detailsOfOne(this.deps.details, checkedIn.interview))];
    });
  }
}
