import type { InterviewBoardJson } from '../../api/company-interviews.js';
import { CurrentInterviewCard } from './CurrentInterviewCard.js';
import { QueueAnnouncer } from './QueueAnnouncer.js';
import { QueueTable } from './QueueTable.js';

/** The queue of a company or one of its panels: each panel's current interview, then upcoming, then finished. */
export function InterviewBoard({
  board,
  onMoved,
}: {
  readonly board: InterviewBoardJson;
  readonly onMoved: () => void;
}) {
  return (
    <>
      <QueueAnnouncer board={board} />
      <CurrentInterviewCard interviews={board.currentByPanel} onMoved={onMoved} />
      <QueueTable title="Upcoming" interviews={board.upcoming} onMoved={onMoved} />
      <QueueTable title="Finished" interviews={board.finished} onMoved={onMoved} />
    </>
  );
}
