import type { AdminAction } from '../../domain/audit.js';
import type { SentMessage } from './send-message.js';

const AUDIENCE_NAMES = { students: 'all students', company: "a company's interviewees", panel: "a panel's queue" };

/** What the audit log keeps of a message an administrator sent: its subject, audience and how many it reached. */
export const messageSent = ({ message }: SentMessage): AdminAction => ({
  action: 'message.sent',
  targets: [
    message.id,
    ...(message.audience.kind === 'students' ? [] : [message.audience.companyId]),
    ...(message.audience.kind === 'panel' ? [message.audience.panelId] : []),
  ],
  summary: `Sent "${message.subject}" to ${AUDIENCE_NAMES[message.audience.kind]} (${message.recipientIds.length} students)`,
});
