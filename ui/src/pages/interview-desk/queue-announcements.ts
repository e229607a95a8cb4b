import { displayName } from '../../../../domain/student.js';
import type { CompanyInterviewJson, InterviewBoardJson } from '../../api/types.js';

/** What a live region says of a board: the changes from the board shown before to the one shown now. */
export type BoardShown = Pick<InterviewBoardJson, 'currentByPanel' | 'upcoming' | 'finished'>;

const panelOf = (interview: CompanyInterviewJson) => interview.panelID?.panelName ?? 'no panel';

/**
 * The queue's changes in words, for a screen reader: who became a panel's current interview, who
 * checked in, who finished, was marked a no-show or went back to the queue, whose place changed.
 * Only interviews on both boards are compared, so a board of another panel (or one newly loaded)
 * says nothing.
 */
export function queueAnnouncements(before: BoardShown, after: BoardShown): string[] {
  const all = (board: BoardShown) => [...board.currentByPanel, ...board.upcoming, ...board.finished];
  const earlier = new Map(all(before).map((interview) => [interview._id, interview]));
  const wasCurrent = new Set(before.currentByPanel.map((interview) => interview._id));
  const isCurrent = new Set(after.currentByPanel.map((interview) => interview._id));
  const said: string[] = [];
  for (const now of all(after)) {
    const then = earlier.get(now._id);
    if (!then) continue;
    const name = displayName(now.student);
    if (isCurrent.has(now._id) && !wasCurrent.has(now._id)) {
      said.push(`${name} is now the current interview in ${panelOf(now)}.`);
    } else if (now.status !== then.status) {
      said.push(statusChange(name, now));
    } else if (now.queue !== then.queue && now.queue !== null && now.status === 'assigned') {
      said.push(`${name} moved to place ${now.queue} in the queue.`);
    }
    if (now.checkedInAt !== null && then.checkedInAt === null) said.push(`${name} checked in.`);
  }
  return said;
}

function statusChange(name: string, now: CompanyInterviewJson): string {
  switch (now.status) {
    case 'finished':
      return `${name}'s interview is finished.`;
    case 'no-show':
      return `${name} is marked as a no-show.`;
    case 'ongoing':
      return `${name} is ongoing in ${panelOf(now)}, behind its current interview.`;
    default:
      return `${name} is back in the queue of ${panelOf(now)}.`;
  }
}
