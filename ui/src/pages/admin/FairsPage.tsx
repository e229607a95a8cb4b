import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router-dom';
import { firstFairName, NAME_MAX_LENGTH, validateNextFair } from '../../../../domain/fair.js';
import { useViewedFair } from '../../api/viewed-fair.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { DataTable, type Column } from '../../components/DataTable.js';
import { FormError } from '../../components/FormError.js';
import { FormModal } from '../../components/FormModal.js';
import { PageTitle } from '../../components/PageTitle.js';
import { TextField } from '../../components/TextField.js';
import { useDialogForm } from '../../forms/useDialogForm.js';
import { FAILED_TO_FETCH_DATA } from '../../screen-texts.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';
import { type FairJson, useFairs, useMakeNextFair } from './fairs-api.js';
import { fairState, interruptedNotice, NEXT_FAIR_OFFSET_DAYS } from './fair-words.js';

/** /admin/fairs: every fair, the current one and the past ones (each opened read-only), and next year's made from this one. */
export function FairsPage() {
  const zone = useEventTimeZone();
  const navigate = useNavigate();
  const fairs = useFairs();
  const [, open] = useViewedFair();
  const [making, setMaking] = useState(false);
  const current = fairs.data?.find((fair) => fair.current);

  const openPast = async (fair: FairJson) => {
    await open({ id: fair._id, name: fair.name });
    navigate('/admin');
  };

  const columns: readonly Column<FairJson>[] = [
    { header: 'Fair', rowHeader: true, cell: (fair) => fair.name },
    { header: 'Year', cell: (fair) => fair.year },
    { header: 'Days', cell: (fair) => <span className="text-wrap">{fair.days.join(', ') || '—'}</span> },
    { header: 'State', cell: (fair) => fairState(fair, zone) },
    {
      header: 'Actions',
      action: true,
      cell: (fair) =>
        !fair.current && (
          <Button
            variant="outline-primary"
            size="sm"
            aria-label={`Open ${fair.name}`}
            onClick={() => void openPast(fair)}
          >
            Open
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageTitle title="Fairs">
        <Button onClick={() => setMaking(true)} disabled={current === undefined}>
          Make next year&apos;s fair
        </Button>
      </PageTitle>
      <p className="text-body-secondary">
        The society runs one fair a year. Once the current fair is over, make next year&apos;s from it: its settings,
        with its days moved on, and its companies with their panels and coordinators come along; nothing of the
        students&apos; does. A past fair keeps its dashboard, reports and audit log: open it to look at them, read-only.
      </p>
      {current?.interruptedNext && <Alert variant="warning">{interruptedNotice(current.interruptedNext)}</Alert>}
      <DataTable
        label="Fairs"
        columns={columns}
        rows={fairs.data}
        error={fairs.error}
        fallback={FAILED_TO_FETCH_DATA}
        rowKey={(fair) => fair._id}
      />
      {current && making && <NextFairModal current={current} onHide={() => setMaking(false)} />}
    </>
  );
}

interface NextFairFields {
  readonly name: string;
  readonly offsetDays: string;
}

/** Next year's fair: its name and how many days later its days are; a fair whose making broke off is finished instead. */
function NextFairModal({ current, onHide }: { readonly current: FairJson; readonly onHide: () => void }) {
  const alerts = useAlerts();
  const makeNextFair = useMakeNextFair();
  // Finishing a broken-off fair takes nothing from the form, so the days are not held against it.
  const days = current.interruptedNext ? [] : current.days.map((date) => ({ date, opens: '', closes: '' }));
  const form = useDialogForm({
    onHide,
    defaultValues: { name: firstFairName(current.year + 1), offsetDays: String(NEXT_FAIR_OFFSET_DAYS) },
    validate: (fields: NextFairFields) =>
      validateNextFair(
        { name: fields.name, offsetDays: fields.offsetDays.trim() === '' ? undefined : Number(fields.offsetDays) },
        days,
      ),
    send: async (next) => {
      alerts.success(await makeNextFair(next));
      onHide();
    },
  });

  return (
    <FormModal
      title="Make next year's fair"
      submitLabel="Make the fair"
      show
      busy={form.busy}
      onHide={form.close}
      onSubmit={form.onSubmit}
    >
      <FormError message={form.failure} />
      {current.interruptedNext ? (
        <Alert variant="warning">{interruptedNotice(current.interruptedNext)}</Alert>
      ) : (
        <p className="small text-body-secondary">
          {current.name} becomes past and read-only. The new fair gets its settings, with each day moved on by the
          offset ({NEXT_FAIR_OFFSET_DAYS} days keeps the weekday), and its companies, panels and coordinators.
        </p>
      )}
      <TextField control={form.control} name="name" id="next-fair-name" label="Name" maxLength={NAME_MAX_LENGTH} />
      <TextField
        control={form.control}
        name="offsetDays"
        id="next-fair-offset"
        label="Offset (days)"
        type="number"
        help={current.days.length > 0 ? `This fair's days: ${current.days.join(', ')}` : undefined}
      />
    </FormModal>
  );
}
