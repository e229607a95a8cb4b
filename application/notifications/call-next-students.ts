import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { NextTurnEvent } from '../../domain/fair-event.js';
import { byPanel, nextOfPanel, nextTurnKey } from '../../domain/fair-notifications.js';
import type { Interview } from '../../domain/interview.js';
import type { AppError } from '../errors.js';
import { InterviewDetailsLoader, type ListedInterview } from '../interviews/interview-details.js';
import { MailUnlessPushed } from '../push/mail-unless-pushed.js';
import { must, useCase } from '../task.js';
import { claimedFirst } from './claimed-first.js';
import { nextTurnMail } from './interview-mails.js';

type Placed = Interview & { readonly panelId: string };

const isPlaced = (interview: Interview): interview is Placed => interview.panelId !== null;

/** The next interview of each of these interviews' panels. */
const nextOfEachPanel = (interviews: readonly Interview[]): Placed[] =>
  [...byPanel(interviews).values()].flatMap((panel) => nextOfPanel(panel) ?? []).filter(isPlaced);

export const nextTurnEvent = ({ interview, company, panel }: ListedInterview, panelId: string): NextTurnEvent => ({
  kind: 'interview.next',
  interviewId: interview.id,
  companyId: interview.companyId,
  studentId: interview.studentId,
  panelId,
  companyName: company.companyName,
  panelName: panel?.panelName ?? '',
  time: interview.time?.toISOString() ?? null,
});

/**
 * "You're next" for a company's panels: the student at the head of each panel's waiting queue who
 * has not been called for this turn yet is called once: the call is claimed in the store and told on
 * the live stream (and pushed from there) in one unit (whichever app server claims it tells it), then
 * e-mailed naming the company, panel and time, unless the student turned interview e-mails off
 * or takes push notifications. Answers the calls made.
 */
export class CallNextStudents extends Needs(['interviews', 'notifications', 'events', 'clock', 'settings', 'units'], {
  details: InterviewDetailsLoader,
  mails: MailUnlessPushed,
}) {
  execute(companyId: string): TaskEither<AppError, readonly NextTurnEvent[]> {
    return useCase(async () => {
      const heads = nextOfEachPanel(await this.deps.interviews.list({ companyId, status: ['assigned', 'ongoing'] }));
      // The claims and the calls they tell: all or none, so a call never told is never claimed.
      const called = await this.deps.units.allOrNothing(async () => {
        const told: { readonly details: ListedInterview; readonly event: NextTurnEvent }[] = [];
        for await (const next of claimedFirst(this.deps.notifications, this.deps.clock, heads, nextTurnKey)) {
          const [details] = await must(this.deps.details.list([next]));
          if (details === undefined) continue;
          const event = nextTurnEvent(details, next.panelId);
          await this.deps.events.publish(event);
          told.push({ details, event });
        }
        return told;
      });
      const unsent: unknown[] = [];
      // A mail that fails is not tried again (the call is claimed); the other panels' calls still go.
      for (const { details } of called) await this.mail(details).catch((error: unknown) => unsent.push(error));
      if (unsent.length > 0)
        throw new AggregateError(unsent, `${unsent.length} "you're next" e-mails could not be sent`);
      return called.map(({ event }) => event);
    });
  }

  private async mail({ student, company, panel, interview }: ListedInterview): Promise<void> {
    if (student.remindersOff || panel === null) return;
    const { eventTimezone, publicUrl } = this.deps.settings;
    await this.deps.mails.send(
      student.id,
      nextTurnMail({ student, company, panel, interview }, eventTimezone, publicUrl),
    );
  }
}
