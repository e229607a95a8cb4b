import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { ApiError, errorText } from '../../api/client.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { DataRows, type Column } from '../../components/DataTable.js';
import { InterviewTime } from '../../components/InterviewTime.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { usePreviewSchedule, useApplySchedule, type SchedulePreviewJson } from './bulk-schedule-api.js';

const FAILED_TO_PREVIEW = 'Error previewing the schedule';
const SCHEDULED = 'Interviews scheduled';

type PlannedRow = SchedulePreviewJson['planned'][number];
type UnplacedRow = SchedulePreviewJson['unplaced'][number];

const student = (row: { readonly studentName: string; readonly indexNumber: string }) => (
  <div className="lh-sm">
    <div className="fw-semibold">{row.studentName}</div>
    <div className="small text-body-secondary">{row.indexNumber}</div>
  </div>
);

const PLANNED_COLUMNS: readonly Column<PlannedRow>[] = [
  { header: 'Student', cell: student, rowHeader: true },
  { header: 'Company', cell: (row) => row.companyName },
  { header: 'Panel', cell: (row) => row.panelName },
  { header: 'Time', cell: (row) => <InterviewTime time={row.time} /> },
];

const UNPLACED_COLUMNS: readonly Column<UnplacedRow>[] = [
  { header: 'Student', cell: student, rowHeader: true },
  { header: 'Company', cell: (row) => row.companyName },
  { header: 'Why', cell: (row) => row.reason },
];

/**
 * Schedule all unscheduled: previews a panel and a time for every interview of the company (or, for
 * an administrator with no company, of the whole fair) still without one, and those that cannot be
 * placed with why; Apply writes it. When the interviews changed since the preview, the apply is
 * refused and the dialog offers a new preview.
 */
export function ScheduleAllButton({ companyId }: { readonly companyId: string | undefined }) {
  const alerts = useAlerts();
  const alerted = useAlertedCall();
  const preview = usePreviewSchedule();
  const applySchedule = useApplySchedule();
  const titleId = useId();
  const [plan, setPlan] = useState<SchedulePreviewJson | null>(null);
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);

  const showPreview = async () => {
    setBusy('preview');
    try {
      setPlan(await preview(companyId));
      setStale(false);
    } catch (error) {
      alerts.error(errorText(error, FAILED_TO_PREVIEW));
    } finally {
      setBusy(null);
    }
  };

  const apply = async (shown: SchedulePreviewJson) => {
    setBusy('apply');
    const applied = await alerted(async () => {
      try {
        return await applySchedule(shown);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) setStale(true);
        throw error;
      }
    }, SCHEDULED);
    setBusy(null);
    if (applied) setPlan(null);
  };

  const close = () => setPlan(null);
  const scope = plan === null ? '' : plan.companyId === null ? ' across the fair' : '';

  return (
    <>
      <Button variant="outline-primary" onClick={() => void showPreview()} disabled={busy !== null}>
        {busy === 'preview' && <Spinner as="span" animation="border" size="sm" className="me-2" />}
        Schedule all unscheduled
      </Button>
      <Modal show={plan !== null} onHide={close} size="xl" scrollable centered aria-labelledby={titleId}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId}>Schedule preview</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {plan && (
            <>
              {stale && (
                <Alert variant="warning">
                  The interviews changed since this preview, so nothing was scheduled. Preview again to see the schedule
                  as it would be now.
                </Alert>
              )}
              <p>
                {plan.planned.length === 0
                  ? `No interview can be scheduled${scope} now.`
                  : `${plan.planned.length} interview${plan.planned.length === 1 ? '' : 's'} would be given a panel and a time${scope}.`}{' '}
                Nothing is written until you apply it; each student is then told by e-mail.
              </p>
              {plan.planned.length > 0 && (
                <DataRows
                  label="Planned interviews"
                  columns={PLANNED_COLUMNS}
                  rows={plan.planned}
                  rowKey={(row) => row.interviewId}
                  className="table-sm"
                />
              )}
              {plan.unplaced.length > 0 && (
                <>
                  <h3 className="h6 mt-3">
                    {plan.unplaced.length} cannot be scheduled{scope}
                  </h3>
                  <DataRows
                    label="Interviews that cannot be scheduled"
                    columns={UNPLACED_COLUMNS}
                    rows={plan.unplaced}
                    rowKey={(row) => row.interviewId}
                    className="table-sm"
                  />
                </>
              )}
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={close} disabled={busy !== null}>
            Cancel
          </Button>
          {stale ? (
            <Button onClick={() => void showPreview()} disabled={busy !== null}>
              {busy === 'preview' && <Spinner as="span" animation="border" size="sm" className="me-2" />}
              Preview again
            </Button>
          ) : (
            <Button
              onClick={() => plan && void apply(plan)}
              disabled={busy !== null || plan === null || plan.planned.length === 0}
            >
              {busy === 'apply' && <Spinner as="span" animation="border" size="sm" className="me-2" />}
              Apply
            </Button>
          )}
        </Modal.Footer>
      </Modal>
    </>
  );
}
