import { useState, type ComponentProps } from 'react';
import Alert from 'react-bootstrap/Alert';
import { ApiError, errorText } from '../../api/client.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { BusyButton } from '../../components/BusyButton.js';
import { DataRows, type Column } from '../../components/DataTable.js';
import { InterviewTime } from '../../components/InterviewTime.js';
import { PreviewDialog } from '../../components/PreviewDialog.js';
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
      <BusyButton
        busy={busy === 'preview'}
        variant="outline-primary"
        onClick={() => void showPreview()}
        disabled={busy !== null}
      >
        Schedule all unscheduled
      </BusyButton>
      <PreviewDialog
        title="Schedule preview"
        show={plan !== null}
        onHide={close}
        busy={busy !== null}
        action={
          stale ? (
            <BusyButton busy={busy === 'preview'} onClick={() => void showPreview()} disabled={busy !== null}>
              Preview again
            </BusyButton>
          ) : (
            <BusyButton
              busy={busy === 'apply'}
              onClick={() => plan && void apply(plan)}
              disabled={busy !== null || plan === null || plan.planned.length === 0}
            >
              Apply
            </BusyButton>
          )
        }
      >
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
              <InterviewRows label="Planned interviews" columns={PLANNED_COLUMNS} rows={plan.planned} />
            )}
            {plan.unplaced.length > 0 && (
              <>
                <h3 className="h6 mt-3">
                  {plan.unplaced.length} cannot be scheduled{scope}
                </h3>
                <InterviewRows
                  label="Interviews that cannot be scheduled"
                  columns={UNPLACED_COLUMNS}
                  rows={plan.unplaced}
                />
              </>
            )}
          </>
        )}
      </PreviewDialog>
    </>
  );
}

/** A compact table of the preview's interviews, one row an interview. */
function InterviewRows<R extends { readonly interviewId: string }>(
  table: Omit<ComponentProps<typeof DataRows<R>>, 'rowKey' | 'className'>,
) {
  return <DataRows {...table} rowKey={(row) => row.interviewId} className="table-sm" />;
}
