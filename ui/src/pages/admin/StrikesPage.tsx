import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { validateExcuse, type ExcuseForm } from '../../../../domain/strike.js';
import { FAILED_TO_FETCH_DATA } from '../../screen-texts.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { DataTable, type Column } from '../../components/DataTable.js';
import { FormError } from '../../components/FormError.js';
import { FormModal } from '../../components/FormModal.js';
import { PageTitle } from '../../components/PageTitle.js';
import { TextField } from '../../components/TextField.js';
import { useDialogForm } from '../../forms/useDialogForm.js';
import { formatDateTime } from '../../format.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';
import { type ListedStrikeJson, useExcuseStrike, useStrikePage } from './strikes-api.js';

/** Where a strike stands, as the list says it. */
const standing = (strike: ListedStrikeJson): string => {
  if (strike.excused !== null) return `Excused by ${strike.excused.byEmail}: ${strike.excused.reason}`;
  return strike.counts ? 'Counts' : 'Expired';
};

/** /admin/strikes: every no-show's strike, newest first, each excused with a reason here. */
export function StrikesPage() {
  const zone = useEventTimeZone();
  const [page, setPage] = useState(1);
  const [excusing, setExcusing] = useState<ListedStrikeJson | null>(null);
  const strikes = useStrikePage(page);

  const columns: readonly Column<ListedStrikeJson>[] = [
    {
      header: 'Student',
      rowHeader: true,
      cell: (strike) => (strike.studentName ? `${strike.studentName} (${strike.indexNumber})` : strike.studentId),
    },
    { header: 'Company', cell: (strike) => strike.companyName || '—' },
    { header: 'No-show on', cell: (strike) => formatDateTime(strike.recordedAt, zone) },
    { header: 'Expires', cell: (strike) => formatDateTime(strike.expiresAt, zone) },
    { header: 'Standing', cell: (strike) => <span className="text-wrap">{standing(strike)}</span> },
    {
      header: 'Actions',
      action: true,
      cell: (strike) =>
        strike.excused === null && (
          <Button
            variant="outline-primary"
            size="sm"
            aria-label={`Excuse the strike of ${strike.studentName || strike.studentId} at ${strike.companyName}`}
            onClick={() => setExcusing(strike)}
          >
            Excuse
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageTitle title="Strikes" />
      <p className="text-body-secondary">
        A student marked no-show gets a strike for as long as the fair settings say. In each round of the allocation,
        students with more strikes that count come after those with fewer. Excuse a strike, with the reason, when the
        student had one: it then no longer counts, and the audit log keeps who excused it and why.
      </p>
      <DataTable
        label="Strikes"
        columns={columns}
        rows={strikes.data?.items}
        error={strikes.error}
        fallback={FAILED_TO_FETCH_DATA}
        rowKey={(strike) => strike._id}
        paging={{ page, pageSize: strikes.data?.pageSize ?? 1, total: strikes.data?.total ?? 0, onPage: setPage }}
        countNoun="strikes"
        emptyNext="No strike yet: a student marked no-show gets one."
      />
      <ExcuseStrikeModal strike={excusing} onHide={() => setExcusing(null)} />
    </>
  );
}

const NO_REASON: ExcuseForm = { reason: '' };

/** Excuse a strike: the reason is required, and kept with it. */
function ExcuseStrikeModal({
  strike,
  onHide,
}: {
  readonly strike: ListedStrikeJson | null;
  readonly onHide: () => void;
}) {
  const alerts = useAlerts();
  const excuse = useExcuseStrike();
  const { control, failure, busy, onSubmit, close } = useDialogForm({
    onHide,
    defaultValues: NO_REASON,
    validate: validateExcuse,
    send: async ({ reason }) => {
      if (strike === null) return;
      alerts.success(await excuse(strike._id, reason));
      onHide();
    },
  });

  return (
    <FormModal
      title={strike === null ? 'Excuse strike' : `Excuse the strike of ${strike.studentName || strike.studentId}?`}
      submitLabel="Excuse strike"
      show={strike !== null}
      busy={busy}
      onHide={close}
      onSubmit={onSubmit}
    >
      <FormError message={failure} />
      {strike !== null && (
        <p>
          The no-show at {strike.companyName || 'the company'} will no longer count in the allocation. The student sees
          the reason.
        </p>
      )}
      <TextField control={control} name="reason" id="excuse-reason" label="Reason" rows={3} maxLength={500} />
    </FormModal>
  );
}
