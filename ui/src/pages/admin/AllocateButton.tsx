import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { errorText } from '../../api/client.js';
import { useAllocate, type AllocationJson } from './fair-api.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { DataRows, type Column } from '../../components/DataTable.js';

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
  const titleId = useId();
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
      <Button onClick={() => void showPlan()} disabled={busy !== null}>
        {busy === 'plan' && <Spinner as="span" animation="border" size="sm" className="me-2" />}
        Allocate
      </Button>
      <Modal show={plan !== null} onHide={() => setPlan(null)} size="xl" scrollable centered aria-labelledby={titleId}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId}>Allocation plan</Modal.Title>
        </Modal.Header>
        <Modal.Body>
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
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setPlan(null)} disabled={busy !== null}>
            Cancel
          </Button>
          <Button onClick={() => void apply()} disabled={busy !== null}>
            {busy === 'apply' && <Spinner as="span" animation="border" size="sm" className="me-2" />}
            Apply
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
