import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { errorText } from '../../api/client.js';
import { useAllocate, type AllocationJson } from './fair-api.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { ScrollingTable } from '../../components/ScrollingTable.js';
import { useIsMobile } from '../../hooks/useIsMobile.js';

const FAILED_TO_PLAN = 'Error planning the allocation';
const FAILED_TO_APPLY = 'Error applying the allocation';

type AllocatedStudent = AllocationJson['companies'][number]['reserves'][number];

const studentNames = (students: readonly AllocatedStudent[]): string =>
  students.map((student) => `${student.name} (${student.indexNumber})`).join(', ');

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
  const mobile = useIsMobile();

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
          {mobile ? (
            // On a phone each company is a card of labelled lines, as in the admin's lists.
            <ListGroup as="ul" aria-label="Places, new interviews and reserve lists per company" className="data-cards">
              {plan?.companies.map((company) => (
                <ListGroup.Item as="li" key={company.companyId}>
                  <div className="fw-semibold">{company.companyName}</div>
                  <dl className="data-fields data-card-fields small mb-0 mt-1">
                    {(
                      [
                        ['Places', company.places],
                        ['Held', company.held],
                        ['New', company.placed.length],
                        ['Reserves', company.reserves.length],
                        ['Reserve list, first in line first', studentNames(company.reserves) || '—'],
                      ] as const
                    ).map(([term, value]) => (
                      <div key={term}>
                        <dt>{term}</dt>
                        <dd>{value}</dd>
                      </div>
                    ))}
                  </dl>
                </ListGroup.Item>
              ))}
            </ListGroup>
          ) : (
            <ScrollingTable label="Places, new interviews and reserve lists per company" className="table-sm">
              <thead>
                <tr>
                  <th scope="col">Company</th>
                  <th scope="col" className="text-end">
                    Places
                  </th>
                  <th scope="col" className="text-end">
                    Held
                  </th>
                  <th scope="col" className="text-end">
                    New
                  </th>
                  <th scope="col" className="text-end">
                    Reserves
                  </th>
                  <th scope="col">Reserve list, first in line first</th>
                </tr>
              </thead>
              <tbody>
                {plan?.companies.map((company) => (
                  <tr key={company.companyId}>
                    <th scope="row" className="fw-semibold">
                      {company.companyName}
                    </th>
                    <td className="text-end">{company.places}</td>
                    <td className="text-end">{company.held}</td>
                    <td className="text-end">{company.placed.length}</td>
                    <td className="text-end">{company.reserves.length}</td>
                    <td className="small">{studentNames(company.reserves) || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollingTable>
          )}
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
