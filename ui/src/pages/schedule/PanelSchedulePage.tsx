import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useParams, useSearchParams } from 'react-router-dom';
import { formatEventTime } from '../../../../domain/event-time.js';
import { DataState } from '../../components/DataState.js';
import { EmptyState } from '../../components/EmptyState.js';
import { PageTitle } from '../../components/PageTitle.js';
import { DownloadButton } from '../../components/DownloadButton.js';
import { FAILED_TO_FETCH_SCHEDULE, NO_ONE_IN_PANEL } from '../../screen-texts.js';
import { downloadSchedule, usePanelSchedule } from './api.js';

type Schedule = NonNullable<ReturnType<typeof usePanelSchedule>['data']>;

/** The files the schedule downloads as, in the order their buttons stand. */
const DOWNLOADS = [
  { format: 'pdf', variant: 'outline-primary', label: 'Download schedule (.pdf)' },
  { format: 'xlsx', variant: 'outline-success', label: 'Download schedule (.xlsx)' },
] as const;

/**
 * /{admin,coordinator,company}/panels/:panelId/schedule: a panel's schedule to hand out, by day in
 * queue order with "No time yet" last; Print uses the browser's print (the print style leaves out the
 * header and these controls), and the same schedule downloads as a PDF or a workbook.
 */
export function PanelSchedulePage() {
  const { panelId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const day = params.get('day') || undefined;
  const schedule = usePanelSchedule(panelId, day);
  const allDays = usePanelSchedule(panelId, undefined);
  const days = (allDays.data?.days ?? []).flatMap((group) => (group.day === null ? [] : [group]));

  return (
    <>
      <PageTitle title={schedule.data ? `Schedule: ${schedule.data.panel.panelName}` : 'Schedule'}>
        <Form.Group controlId="schedule-day" className="d-flex align-items-center gap-2 d-print-none">
          <Form.Label className="mb-0 text-nowrap">Day</Form.Label>
          <Form.Select
            value={day ?? ''}
            onChange={(event) => setParams(event.target.value ? { day: event.target.value } : {}, { replace: true })}
          >
            <option value="">All days</option>
            {days.map((group) => (
              <option key={group.day} value={group.day!}>
                {group.heading}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button variant="primary" className="d-print-none" onClick={() => window.print()}>
          Print
        </Button>
        {DOWNLOADS.map(({ format, variant, label }) => (
          <DownloadButton
            key={format}
            variant={variant}
            className="d-print-none"
            fetchFile={() => downloadSchedule(panelId, day, format)}
          >
            {label}
          </DownloadButton>
        ))}
      </PageTitle>
      <DataState data={schedule.data} error={schedule.error} fallback={FAILED_TO_FETCH_SCHEDULE}>
        {(data) => <ScheduleDays schedule={data} />}
      </DataState>
    </>
  );
}

function ScheduleDays({ schedule }: { readonly schedule: Schedule }) {
  return (
    <>
      <p className="text-body-secondary">
        {schedule.companyName}. Times on the event&apos;s clock ({schedule.timeZone}).
      </p>
      {schedule.days.length === 0 && <EmptyState next={NO_ONE_IN_PANEL} />}
      {schedule.days.map((group) => (
        <Card key={group.day ?? 'no-time'} className="schedule-day shadow-sm border-0 mb-4">
          <Card.Body className="p-2 p-sm-3">
            <h2 className="h5">{group.heading}</h2>
            <Table
              size="sm"
              className="schedule-table mb-0"
              aria-label={`${schedule.panel.panelName}, ${group.heading}`}
            >
              <thead>
                <tr>
                  <th scope="col">Queue</th>
                  <th scope="col">Time</th>
                  <th scope="col">Student</th>
                  <th scope="col">Index Number</th>
                </tr>
              </thead>
              <tbody>
                {group.entries.map((entry) => (
                  <tr key={`${entry.indexNumber}-${entry.queue ?? ''}`}>
                    <td>{entry.queue ?? ''}</td>
                    <td>{entry.time ? formatEventTime(new Date(entry.time), schedule.timeZone) : ''}</td>
                    <td>{entry.studentName}</td>
                    <td>{entry.indexNumber}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Card.Body>
        </Card>
      ))}
    </>
  );
}
