import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { findInterview } from '../find-records.js';
import type { EventFeed } from '../ports/events.js';
import type { InterviewRepository } from '../ports/persistence.js';
import type { Clock } from '../ports/system.js';
import { must, useCase } from '../task.js';
import { cancelBeforeStart } from './cancel-before-start.js';
import { CompanyInterview } from './company-interview.js';
import { detailsOfOne } from './details-of-one.js';
import { interviewCancelled } from './interview-audit.js';
import { type InterviewDetails, InterviewDetailsLoader } from './interview-details.js';

/**
 * A coordinator or the company (their own company's interviews) or an administrator (any) cancels
 * an interview that has not started, a reason optional (POST /interview/cancel/{id}): it stays,
 * cancelled, with who cancelled it and why, and its place goes to the company's reserve list. One
 * that is ongoing, finished, a no-show or already cancelled is refused and nothing changes.
 */
export class CancelInterview {
  static readonly needs = ['interviews', CompanyInterview, InterviewDetailsLoader, 'events', 'clock'] as const;
  static readonly audit = interviewCancelled;

  constructor(
    private readonly interviews: InterviewRepository,
    private readonly companyInterview: CompanyInterview,
    private readonly details: InterviewDetailsLoader,
    private readonly events: EventFeed,
    private readonly clock: Clock,
  ) {}

  execute(actor: Actor, interviewId: string, reason: string | null): TaskEither<AppError, InterviewDetails> {
    return useCase(async () => {
      const interview = await must(
        actor.role === 'admin'
          ? findInterview(this.interviews, interviewId)
          : this.companyInterview.find(actor, interviewId),
      );
      const cancelled = await cancelBeforeStart(this.interviews, this.events, interview, {
        by: actor.role,
        at: this.clock.now(),
        reason,
      });
      return must(detailsOfOne(this.details, cancelled));
    });
  }
}
