import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { PlaceWarningEvent } from '../../domain/fair-event.js';
import { byPanel, placesToWarn, placeWarningKey } from '../../domain/fair-notifications.js';
import { isPaused } from '../../domain/panel.js';
import { WARNING_PLACES } from '../../domain/push-subscription.js';
import type { AppError } from '../errors.js';
import { InterviewDetailsLoader } from '../interviews/interview-details.js';
import { claimedFirst } from '../notifications/claimed-first.js';
import { must, useCase } from '../task.js';

/**
 * Warns the students of a company's panels whose place in a queue came to the place they chose (2
 * unless they chose another, docs/students.md) or nearer, place 1 being "you're next" itself, in
 * every panel not paused: each
 * warning is claimed in the store under the interview's turn first, so it is told once per turn,
 * whichever app server claims it; then it is told on the live stream (and pushed from there,
 * PushOnStudentAlert). Answers the warnings told.
 */
export class WarnNearTurn extends Needs(
  ['interviews', 'panels', 'pushSubscriptions', 'notifications', 'events', 'clock', 'units'],
  {
    details: InterviewDetailsLoader,
  },
) {
  execute(companyId: string): TaskEither<AppError, readonly PlaceWarningEvent[]> {
    return useCase(async () => {
      // While a panel is paused its queue stands still: its warnings wait until it resumes.
      const now = this.deps.clock.now();
      const paused = new Set(
        (await this.deps.panels.listByCompany(companyId)).filter((panel) => isPaused(panel, now)).map(({ id }) => id),
      );
      const listed = await this.deps.interviews.list({ companyId, status: ['assigned', 'ongoing'] });
      const panels = byPanel(listed.filter((interview) => !paused.has(interview.panelId ?? '')));
      const waiting = [...panels.values()].flat().filter((interview) => interview.status === 'assigned');
      const chosen = await this.deps.pushSubscriptions.warningPlaces(waiting.map((interview) => interview.studentId));
      const warnAt = (studentId: string) => chosen.get(studentId) ?? WARNING_PLACES.usual;
      const due = [...panels.values()].flatMap((panel) => placesToWarn(panel, warnAt));
      // Each claim with the warning it tells: all or none, so a warning never told is never claimed.
      return this.deps.units.allOrNothing(() => this.tell(due));
    });
  }

  /** Claims and tells each warning due that no server told yet. */
  private async tell(due: ReturnType<typeof placesToWarn>): Promise<readonly PlaceWarningEvent[]> {
    const told: PlaceWarningEvent[] = [];
    const claimed = claimedFirst(this.deps.notifications, this.deps.clock, due, ({ interview }) =>
      placeWarningKey(interview),
    );
    for await (const { interview, place } of claimed) {
      const [listed] = await must(this.deps.details.list([interview]));
      if (listed === undefined || interview.panelId === null) continue;
      const warning: PlaceWarningEvent = {
        kind: 'interview.place-warning',
        interviewId: interview.id,
        companyId: interview.companyId,
        studentId: interview.studentId,
        panelId: interview.panelId,
        companyName: listed.company.companyName,
        panelName: listed.panel?.panelName ?? '',
        place: place.place,
        of: place.of,
      };
      await this.deps.events.publish(warning);
      told.push(warning);
    }
    return told;
  }
}
