import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { FairEvent } from '../../domain/fair-event.js';
import {
  distinctStudents,
  type FairMessage,
  INTERVIEWEE_STATUSES,
  MESSAGE_TEXTS,
  type MessageAudience,
  type MessageText,
  mayWriteTo,
  ORGANIZERS_NAME,
  PANEL_QUEUE_STATUSES,
  validateMessageText,
} from '../../domain/fair-message.js';
import type { Student } from '../../domain/student.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden, validation } from '../errors.js';
import { announce } from '../fair-events.js';
import { findCompanyProfile, findPanel } from '../find-records.js';
import { must, refuse, useCase } from '../task.js';
import { QueueMails } from './mail-queue.js';
import { messageMail } from './message-mails.js';
import { messageSent } from './message-audit.js';

export interface MessageDraft extends MessageText {
  readonly audience: MessageAudience;
}

export interface SentMessage {
  readonly message: FairMessage;
}

/**
 * An administrator writes to all students, to one company's interviewees or to one panel's queue; a
 * coordinator to its own company's interviewees or one of its panels (POST /messages). The
 * recipients are found when it is sent; a message that would reach nobody is refused and nothing is
 * kept. Otherwise it is stored, one e-mail per recipient goes into the outgoing queue, and the
 * recipients' screens are told on the live stream.
 */
export class SendMessage extends Needs(
  ['students', 'interviews', 'companies', 'panels', 'messages', 'ids', 'clock', 'events', 'settings', 'units'],
  { companyOfActor: CompanyOfActor, mails: QueueMails },
) {
  static readonly audit = messageSent;

  execute(actor: Actor, draft: MessageDraft): TaskEither<AppError, SentMessage> {
    return useCase(async () => {
      if (actor.role !== 'admin' && actor.role !== 'coordinator')
        return refuse(forbidden('Only an administrator or a coordinator sends messages'));
      const ownCompanyId = actor.role === 'coordinator' ? await must(this.deps.companyOfActor.find(actor)) : null;
      if (!mayWriteTo(actor.role, ownCompanyId, draft.audience))
        return refuse(forbidden(MESSAGE_TEXTS.coordinatorsOnly));
      const text = validateMessageText(draft);
      if (E.isLeft(text)) return refuse(validation(text.left));
      const recipients = await must(this.recipientsOf(draft.audience));
      if (recipients.length === 0) return refuse(validation([{ field: 'audience', message: MESSAGE_TEXTS.toNobody }]));
      const authorName =
        ownCompanyId === null
          ? ORGANIZERS_NAME
          : (await must(findCompanyProfile(this.deps.companies, ownCompanyId))).companyName;
      const message: FairMessage = {
        id: this.deps.ids.next(),
        author: { role: actor.role, id: actor.id, name: authorName },
        audience: draft.audience,
        ...text.right,
        recipientIds: recipients.map((student) => student.id),
        createdAt: this.deps.clock.now(),
      };
      // The message, its mails queued to be sent and its events: all or none.
      await this.deps.units.allOrNothing(async () => {
        await this.deps.messages.add(message);
        await this.deps.mails.add(
          recipients.map((student) => messageMail(message, student, this.deps.settings.publicUrl)),
        );
        await must(announce(this.deps.events, ...this.told(message)));
      });
      return { message };
    });
  }

  /** Every student with a confirmed e-mail; every student with an interview at the company, not cancelled; or the panel's queue. */
  private recipientsOf(audience: MessageAudience): TaskEither<AppError, readonly Student[]> {
    return useCase(async () => {
      if (audience.kind === 'students') return this.deps.students.listConfirmed();
      const company = await must(findCompanyProfile(this.deps.companies, audience.companyId));
      if (audience.kind === 'company') {
        const interviewees = await this.deps.interviews.list({ companyId: company.id, status: INTERVIEWEE_STATUSES });
        return this.deps.students.findByIds(distinctStudents(interviewees));
      }
      const panel = await must(findPanel(this.deps.panels, audience.panelId));
      if (panel.companyId !== company.id) return refuse(forbidden(MESSAGE_TEXTS.panelOfOtherCompany));
      const queue = await this.deps.interviews.list({
        companyId: company.id,
        panelId: panel.id,
        status: PANEL_QUEUE_STATUSES,
      });
      return this.deps.students.findByIds(distinctStudents(queue));
    });
  }

  /** One event for every student, or one to each recipient. */
  private told(message: FairMessage): FairEvent[] {
    const { id: messageId, subject } = message;
    if (message.audience.kind === 'students') return [{ kind: 'message.broadcast', messageId, subject }];
    return message.recipientIds.map((studentId) => ({ kind: 'message.received', messageId, studentId, subject }));
  }
}
