import type { InterviewBoardJson } from './api.js';
import { CurrentInterviewCard } from './CurrentInterviewCard.js';
import { QueueAnnouncer } from './QueueAnnouncer.js';
import { QueueTable } from './QueueTable.js';

/** The queue of a company or one of its panels: each panel's current interview, then upcoming, then finished. */
export function InterviewBoard({ board }: { readonly board: InterviewBoardJson }) {
  return (
    <>
      <QueueAnnouncer board={board} />
      <CurrentInterviewCard interviews={board.currentByPanel} />
      <QueueTable title="Upcoming" interviews={board.upcoming} />
      <QueueTable title="Finished" interviews={board.finished} />
    </>
  );
}
