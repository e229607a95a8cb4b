import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { formatEventTime } from '../../../../domain/event-time.js';
import type { InterviewBoardJson } from '../../api/types.js';
import { pauseText } from '../../components/queue-wait.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';

export type PanelQueueJson = InterviewBoardJson['queues'][number];

/**
 * Each panel's queue at a glance: how many wait, when the last of them should be done at the
 * panel's pace, and a pause with its reason and time back; `actions` adds a panel's own buttons.
 */
export function PanelQueues({
  queues,
  actions,
}: {
  readonly queues: readonly PanelQueueJson[];
  readonly actions?: (queue: PanelQueueJson) => ReactNode;
}) {
  const zone = useEventTimeZone();
  if (queues.length === 0) return null;
  return (
    <Card className="shadow-sm border-0 mb-4" as="section" aria-labelledby="panel-queues">
      <Card.Header className="bg-body fw-semibold" id="panel-queues">
        Queues
      </Card.Header>
      <ul className="list-group list-group-flush">
        {queues.map((queue) => (
          <li
            key={queue.panel._id}
            className="list-group-item d-flex flex-wrap align-items-center justify-content-between gap-2 panel-queue"
          >
            <div>
              <span className="fw-semibold">{queue.panel.panelName}</span>{' '}
              {queue.pause && (
                <Badge bg="warning" text="dark">
                  Paused
                </Badge>
              )}
              <div className="small text-body-secondary">
                {queue.waiting === 0
                  ? 'Nobody waiting'
                  : `${queue.waiting} waiting · done about ${formatEventTime(new Date(queue.endsAt), zone)}`}
                {queue.pause && <> · {pauseText(queue.pause, zone)}</>}
              </div>
            </div>
            {actions?.(queue)}
          </li>
        ))}
      </ul>
    </Card>
  );
}
