import { AcceptRecruiterInvite } from '../recruiters/accept-recruiter-invite.js';
import { InviteRecruiter } from '../recruiters/invite-recruiter.js';
import { ListRecruiters } from '../recruiters/list-recruiters.js';
import { InviteSecrets } from '../recruiters/recruiter-invites.js';
import { RemoveRecruiter } from '../recruiters/remove-recruiter.js';
import { RevokeRecruiterInvite } from '../recruiters/revoke-recruiter-invite.js';

/** A company's recruiters: further logins that act as the company, invited and removed by its own account. */
export const recruiterArea = {
  useCases: [
    InviteSecrets,
    ListRecruiters,
    InviteRecruiter,
    RemoveRecruiter,
    RevokeRecruiterInvite,
    AcceptRecruiterInvite,
  ],
} as const;
