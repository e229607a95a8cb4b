import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { AcceptRecruiterInvite } from '../../../application/recruiters/accept-recruiter-invite.js';
import { InviteRecruiter } from '../../../application/recruiters/invite-recruiter.js';
import { ListRecruiters } from '../../../application/recruiters/list-recruiters.js';
import { RemoveRecruiter } from '../../../application/recruiters/remove-recruiter.js';
import { RevokeRecruiterInvite } from '../../../application/recruiters/revoke-recruiter-invite.js';
import { RECRUITER_MESSAGES } from '../../../domain/recruiter.js';
import {
  CompanyRecruitersSchema,
  companyRecruitersJson,
  RecruiterInviteSchema,
  recruiterInviteJson,
  RecruiterSchema,
  recruiterJson,
} from '../presenters/recruiter-json.js';
import { idInput, text, withId, withInput } from '../request-input.js';
import { answer, created, done, protectedRoute, publicRoute } from '../route.js';
import { mailsToOneAddress } from './mail-limits.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const RECRUITER_USE_CASES = {
  listRecruiters: ListRecruiters,
  inviteRecruiter: InviteRecruiter,
  removeRecruiter: RemoveRecruiter,
  revokeRecruiterInvite: RevokeRecruiterInvite,
  acceptRecruiterInvite: AcceptRecruiterInvite,
};
export type RecruiterUseCases = UseCasesOf<typeof RECRUITER_USE_CASES>;

const inviteBody = z.object({ name: text(), email: text() }).strict();
const acceptBody = z
  .object({
    token: text(),
    name: z.string().max(10_000).optional(),
    password: text(),
    confirmpassword: z.string().max(10_000).optional(),
  })
  .strict();

const listRecruiters = (useCases: RecruiterUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/company/recruiters',
    summary: "The company's recruiters and the invitations waiting (the company's own account only)",
    access: ['company'],
    operationId: 'listRecruiters',
    tags: ['recruiters'],
    response: CompanyRecruitersSchema,
    handle: ({ actor }) => answer(useCases.listRecruiters.execute(actor), companyRecruitersJson),
  });

const inviteRecruiter = (useCases: RecruiterUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/company/recruiters/invite',
    summary:
      'Invite a recruiter by name and e-mail: mails a link that works once, for 7 days (an e-mail with an account or an invitation is refused)',
    access: ['company'],
    operationId: 'inviteRecruiter',
    tags: ['recruiters'],
    request: { body: inviteBody },
    response: RecruiterInviteSchema,
    created: true,
    errors: [409],
    rateLimit: mailsToOneAddress('recruiter-invite'),
    handle: ({ actor, body }) =>
      pipe(
        withInput(inviteBody, body, (form) => useCases.inviteRecruiter.execute(actor, form)),
        TE.map((invite) => created(recruiterInviteJson(invite), RECRUITER_MESSAGES.invited)),
      ),
  });

const revokeInvite = (useCases: RecruiterUseCases) =>
  protectedRoute({
    method: 'delete',
    path: '/company/recruiters/invites/:id',
    summary: 'Revoke an invitation not yet accepted: its link stops working',
    access: ['company'],
    operationId: 'revokeRecruiterInvite',
    tags: ['recruiters'],
    request: { params: idInput },
    response: z.null(),
    handle: ({ actor, params }) =>
      done(
        withId(params, (id) => useCases.revokeRecruiterInvite.execute(actor, id)),
        RECRUITER_MESSAGES.revoked,
      ),
  });

const removeRecruiter = (useCases: RecruiterUseCases) =>
  protectedRoute({
    method: 'delete',
    path: '/company/recruiters/:id',
    summary: "Remove a recruiter: the login goes and the recruiter's sessions end at once",
    access: ['company'],
    operationId: 'removeRecruiter',
    tags: ['recruiters'],
    request: { params: idInput },
    response: z.null(),
    handle: ({ actor, params }) =>
      done(
        withId(params, (id) => useCases.removeRecruiter.execute(actor, id)),
        RECRUITER_MESSAGES.removed,
      ),
  });

const acceptInvite = (useCases: RecruiterUseCases) =>
  publicRoute({
    method: 'post',
    path: '/recruiter/accept',
    summary:
      "Accept an invitation: the mailed token and a new password (and the name, if it needs correcting) make the recruiter's login",
    access: 'public',
    operationId: 'acceptRecruiterInvite',
    tags: ['recruiters'],
    request: { body: acceptBody },
    response: RecruiterSchema,
    created: true,
    errors: [409],
    handle: ({ body }) =>
      pipe(
        withInput(acceptBody, body, (form) => useCases.acceptRecruiterInvite.execute(form)),
        TE.map((recruiter) => created(recruiterJson(recruiter), RECRUITER_MESSAGES.accepted)),
      ),
  });

/** A company's recruiters: the owner's list, invitation and removal, and the invited person's acceptance. */
export const recruiterRoutes = routeArea(RECRUITER_USE_CASES, [
  listRecruiters,
  inviteRecruiter,
  revokeInvite,
  removeRecruiter,
  acceptInvite,
]);
