import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { RECRUITER_MESSAGES } from '../../domain/recruiter.js';
import type { Actor } from '../actor.js';
import { type AppError, notFound } from '../errors.js';
import { announceDeleted } from '../sessions/account-power.js';
import { must, refuse, useCase } from '../task.js';
import { announce } from '../fair-events.js';
import { ownersRecord } from './owner-record.js';

/**
 * The company's own account removes one of its recruiters (DELETE /company/recruiters/{id}): the
 * login goes, and every session of it ends at once, on every app server; the company's own logins
 * are told (their Recruiters card reads again, in every session).
 */
export class RemoveRecruiter extends Needs(['recruiters', 'events', 'units']) {
  execute(actor: Actor, recruiterId: string): TaskEither<AppError, void> {
    return useCase(async () => {
      const recruiter = await ownersRecord(
        actor,
        () => this.deps.recruiters.findById(recruiterId),
        RECRUITER_MESSAGES.recruiterNotFound,
      );
      return this.deps.units.allOrNothing(async () => {
        if (!(await this.deps.recruiters.delete(recruiter.id)))
          return refuse(notFound(RECRUITER_MESSAGES.recruiterNotFound));
        await announceDeleted(this.deps.events, 'company', [recruiter.id]);
        await must(
          announce(this.deps.events, {
            kind: 'recruiter.removed',
            companyId: recruiter.companyId,
            recruiterId: recruiter.id,
          }),
        );
      });
    });
  }
}
