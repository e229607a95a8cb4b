import { AccountEmails } from '../account-emails.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import { ListenerOfActor } from '../access/listener-of-actor.js';
import { RecordAdminAction } from '../audit/record-admin-action.js';
import { SweepOrphanFiles } from '../files/sweep-orphan-files.js';
import { InterviewDetailsLoader } from '../interviews/interview-details.js';
import { QueueOutlooks } from '../queues/queue-outlooks.js';
import { AccountSignIn } from '../sessions/account-sign-in.js';
import { CredentialCheck } from '../sessions/credentials.js';
import { SessionValidity } from '../sessions/session-validity.js';

/** Services that several areas' use cases share: the audit log's writer among them, for every audited use case. */
export const sharedArea = {
  useCases: [
    CredentialCheck,
    AccountSignIn,
    CompanyOfActor,
    SessionValidity,
    ListenerOfActor,
    SweepOrphanFiles,
    InterviewDetailsLoader,
    QueueOutlooks,
    RecordAdminAction,
    AccountEmails,
  ],
} as const;
