import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { RECRUITER_MESSAGES } from '../../domain/recruiter.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { useCase } from '../task.js';
import { ownersRecord } from './owner-record.js';
import { InviteSecrets } from './recruiter-invites.js';

/** The company's own account revokes an invitation not yet accepted (DELETE /company/recruiters/invites/{id}): its link stops working. */
export class RevokeRecruiterInvite extends Needs(['recruiterInvites'], { secrets: InviteSecrets }) {
  execute(actor: Actor, inviteId: string): TaskEither<AppError, void> {
    return useCase(async () => {
      const invite = await ownersRecord(
        actor,
        () => this.deps.recruiterInvites.findById(inviteId),
        RECRUITER_MESSAGES.inviteNotFound,
      );
      await this.deps.secrets.forget(invite.id);
    });
  }
}
