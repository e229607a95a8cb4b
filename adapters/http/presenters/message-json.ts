import { z } from 'zod';
import type { FairMessage } from '../../../domain/fair-message.js';

export const MessageAudienceSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('students') }),
    z.strictObject({
      kind: z.literal('company'),
      companyId: z.string().regex(/^[0-9a-f]{24}$/i, 'must be a 24-hex id'),
    }),
    z.strictObject({
      kind: z.literal('panel'),
      companyId: z.string().regex(/^[0-9a-f]{24}$/i, 'must be a 24-hex id'),
      panelId: z.string().regex(/^[0-9a-f]{24}$/i, 'must be a 24-hex id'),
    }),
  ])
  .meta({
    id: 'MessageAudience',
    description: "Every student with a confirmed e-mail, one company's interviewees, or one panel's queue",
  });

/** A message as its recipients read it: never the list of the others it went to. */
export const MessageSchema = z
  .strictObject({
    _id: z.string(),
    subject: z.string(),
    body: z.string(),
    from: z.string().describe('"Career fair team", or the company whose coordinator wrote it'),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Message', description: 'A message from the organizers or a company to students' });

export const messageJson = (message: FairMessage): z.infer<typeof MessageSchema> => ({
  _id: message.id,
  subject: message.subject,
  body: message.body,
  from: message.author.name,
  createdAt: message.createdAt.toISOString(),
});

export const SentMessageSchema = z
  .strictObject({
    message: MessageSchema,
    audience: MessageAudienceSchema,
    recipients: z.number().int().describe('How many students it was sent to'),
  })
  .meta({ id: 'SentMessage', description: 'A message sent, and how many students it reached' });

export const sentMessageJson = (message: FairMessage): z.infer<typeof SentMessageSchema> => ({
  message: messageJson(message),
  audience: message.audience,
  recipients: message.recipientIds.length,
});
