import type { EventFeed } from '../ports/events.js';
import type { InterviewFilter, InterviewRepository } from '../ports/persistence.js';
import { interviewEvent } from './interview-event.js';

/**
 * Deletes every interview matching the filter, one by one, and tells of each as it goes, so every
 * screen showing one of them hears of it (and an interview someone else deleted first is told once).
 */
export const deleteInterviewsTelling = async (
  interviews: InterviewRepository,
  events: EventFeed,
  filter: InterviewFilter,
): Promise<void> => {
  for (const interview of await interviews.list(filter)) {
    if (await interviews.delete(interview.id)) await events.publish(interviewEvent('interview.deleted', interview));
  }
};
