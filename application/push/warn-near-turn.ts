import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { PlaceWarningEvent } from '../../domain/fair-event.js';
import { byPanel, placesToWarn, placeWarningKey } from '../../domain/fair-notifications.js';
import { WARNING_PLACES } from '../../domain/push-subscription.js';
import type { AppError } from '../errors.js';
import { InterviewDetailsLoader } from '../interviews/interview-details.js';
import type { EventFeed } from '../ports/events.js';
import type { InterviewRepository, NotificationRepository, PushSubscriptionRepository } from '../ports/persistence.js';
import type { Clock } from '../ports/system.js';
import { must, useCase } from '../task.js';

/**
 * Warns the students of a company's panels whose place in a queue came to the place they chose (2
 * unless they chose another, docs/students.md) or nearer, place 1 being "you're next" itself: each
 * warning is claimed in the store under the interview's turn first, so it is told once per turn,
 * whichever app server claims it; then it is told on the live stream (and pushed from there,
 * PushOnStudentAlert). Answers the warnings told.
 */
export class WarnNearTurn {
  static readonly needs = [
    'interviews',
    'pushSubscriptions',
    'notifications',
    InterviewDetailsLoader,
    'events',
    'clock',
  ] as const;

  constructor(
    private readonly interviews: InterviewRepository,
    private readonly subscriptions: PushSubscriptionRepository,
    private readonly notifications: NotificationRepository,
    private readonly details: InterviewDetailsLoader,
    private readonly events: EventFeed,
    private readonly clock: Clock,
  ) {}

  execute(companyId: string): TaskEither<AppError, readonly PlaceWarningEvent[]> {
    return useCase(async () => {
      const panels = byPanel(await this.interviews.list({ companyId, status: ['assigned', 'ongoing'] }));
      const waiting = [...panels.values()].flat().filter((interview) => interview.status === 'assigned');
      const chosen = await this.subscriptions.warningPlaces(waiting.map((interview) => interview.studentId));
      const warnAt = (studentId: string) => chosen.get(studentId) ?? WARNING_PLACES.usual;
      const due = [...panels.values()].flatMap((panel) => placesToWarn(panel, warnAt));
      const warned = await this.notifications.claimedAmong(due.map(({ interview }) => placeWarningKey(interview)));
      const told: PlaceWarningEvent[] = [];
      for (const { interview, place } of due.filter(({ interview }) => !warned.has(placeWarningKey(interview)))) {
        if (!(await this.notifications.claim(placeWarningKey(interview), this.clock.now()))) continue;
        const [listed] = await must(this.details.list([interview]));
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
        await this.events.publish(warning);
        told.push(warning);
      }
      return told;
    });
  }
}
