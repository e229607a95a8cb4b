import type { ReactNode } from 'react';
import type { InterviewBoardJson } from './api.js';
import { CurrentInterviewCard } from './CurrentInterviewCard.js';
import { QueueAnnouncer } from './QueueAnnouncer.js';
import { PanelQueues, type PanelQueueJson } from './PanelQueues.js';
import { QueueTable } from './QueueTable.js';

/**
 * The queue of a company or one of its panels: each panel's queue at a glance (with its own buttons,
 * when given), each panel's current interview, then upcoming, then finished.
 */
export function InterviewBoard({
  board,
  panelActions,
}: {
  readonly board: InterviewBoardJson;
  readonly panelActions?: (queue: PanelQueueJson) => ReactNode;
}) {
  return (
    <>
      <QueueAnnouncer board={board} />
      <PanelQueues queues={board.queues} actions={panelActions} />
      <CurrentInterviewCard interviews={board.currentByPanel} />
      <QueueTable title="Upcoming" interviews={board.upcoming} />
      <QueueTable title="Finished" interviews={board.finished} />
    </>
  );
}
