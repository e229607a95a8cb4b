import { useState } from 'react';
import { errorText } from '../../api/client.js';
import { useAllocate, type AllocationJson } from './fair-api.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { BusyButton } from '../../components/BusyButton.js';
import { DataRows, type Column } from '../../components/DataTable.js';
import { PreviewDialog } from '../../components/PreviewDialog.js';

const FAILED_TO_PLAN = 'Error planning the allocation';
const FAILED_TO_APPLY = 'Error applying the allocation';

type PlannedCompany = AllocationJson['companies'][number];

const studentNames = (students: PlannedCompany['reserves']): string =>
  students.map((student) => `${student.name} (${student.indexNumber})`).join(', ');

/** Per company: its places, the interviews it holds, the new ones and its ranked reserve list. */
const PLAN_COLUMNS: readonly Column<PlannedCompany>[] = [
  { header: 'Company', cell: (company) => company.companyName, className: 'fw-semibold', rowHeader: true },
  { header: 'Places', cell: (company) => company.places, className: 'text-end' },
  { header: 'Held', cell: (company) => company.held, className: 'text-end' },
  { header: 'New', cell: (company) => company.placed.length, className: 'text-end' },
  { header: 'Reserves', cell: (company) => company.reserves.length, className: 'text-end' },
  {
    header: 'Reserve list, first in line first',
    cell: (company) => studentNames(company.reserves) || '—',
    className: 'small',
  },
];

/**
 * Allocate: the automatic allocation's dry run shown in a dialog (per company its places, the
 * interviews it holds, the new ones and the ranked reserve list), then Apply creates it.
 */
export function AllocateButton() {
  const alerts = useAlerts();
  const allocate = useAllocate();
  const [plan, setPlan] = useState<AllocationJson | null>(null);
  const [busy, setBusy] = useState<'plan' | 'apply' | null>(null);

  const showPlan = async () => {
    setBusy('plan');
    try {
      setPlan((await allocate(true)).allocation);
    } catch (error) {
      alerts.error(errorText(error, FAILED_TO_PLAN));
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    setBusy('apply');
    try {
      const { message } = await allocate(false);
      alerts.success(message);
      setPlan(null);
    } catch (error) {
      alerts.error(errorText(error, FAILED_TO_APPLY));
    } finally {
      setBusy(null);
    }
  };

  const newInterviews = plan?.companies.reduce((sum, company) => sum + company.placed.length, 0) ?? 0;
  const withSelection = plan?.students.length ?? 0;
  const withoutAny = plan?.students.filter((student) => student.held + student.placed === 0).length ?? 0;

  return (
    <>
      <BusyButton busy={busy === 'plan'} onClick={() => void showPlan()} disabled={busy !== null}>
        Allocate
      </BusyButton>
      <PreviewDialog
        title="Allocation plan"
        show={plan !== null}
        onHide={() => setPlan(null)}
        busy={busy !== null}
        action={
          <BusyButton busy={busy === 'apply'} onClick={() => void apply()} disabled={busy !== null}>
            Apply
          </BusyButton>
        }
      >
        <p>
          {newInterviews} new interviews for {withSelection} students with a selection
          {withoutAny > 0 ? `; ${withoutAny} of them would have no interview` : ''}. Existing interviews are kept.
        </p>
        <DataRows
          label="Places, new interviews and reserve lists per company"
          columns={PLAN_COLUMNS}
          rows={plan?.companies ?? []}
          rowKey={(company) => company.companyId}
          className="table-sm"
        />
      </PreviewDialog>
    </>
  );
}
