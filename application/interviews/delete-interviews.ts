import type { EventFeed } from '../ports/events.js';
import type { InterviewFilter, InterviewRepository } from '../ports/persistence.js';
import type { UnitOfWork } from '../ports/units.js';
import { interviewEvent } from './interview-event.js';

/**
 * Deletes every interview matching the filter, one by one, and tells of each as it goes, so every
 * screen showing one of them hears of it (and an interview someone else deleted first is told once).
 * Each deletion is one unit with its event (joining the caller's unit, when it runs in one).
 */
export const deleteInterviewsTelling = async (
  { interviews, events, units }: { interviews: InterviewRepository; events: EventFeed; units: UnitOfWork },
  filter: InterviewFilter,
): Promise<void> => {
  for (const interview of await interviews.list(filter)) {
    await units.allOrNothing(async () => {
      if (await interviews.delete(interview.id)) await events.publish(interviewEvent('interview.deleted', interview));
    });
  }
};
