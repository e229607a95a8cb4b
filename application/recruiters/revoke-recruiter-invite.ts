import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { RECRUITER_MESSAGES } from '../../domain/recruiter.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import type { RecruiterInviteRepository } from '../ports/persistence.js';
import { useCase } from '../task.js';
import { ownersRecord } from './owner-record.js';
import { InviteSecrets } from './recruiter-invites.js';

/** The company's own account revokes an invitation not yet accepted (DELETE /company/recruiters/invites/{id}): its link stops working. */
export class RevokeRecruiterInvite {
  static readonly needs = ['recruiterInvites', InviteSecrets] as const;

  constructor(
    private readonly invites: RecruiterInviteRepository,
    private readonly secrets: InviteSecrets,
  ) {}

  execute(actor: Actor, inviteId: string): TaskEither<AppError, void> {
    return useCase(async () => {
      const invite = await ownersRecord(
        actor,
        () => this.invites.findById(inviteId),
        RECRUITER_MESSAGES.inviteNotFound,
      );
      await this.secrets.forget(invite.id);
    });
  }
}
