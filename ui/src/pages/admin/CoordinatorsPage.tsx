import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { FAILED_TO_FETCH_DATA } from '../../../../domain/messages.js';
import { deleteCoordinator, useCoordinators } from '../../api/coordinators.js';
import type { CoordinatorJson } from '../../api/types.js';
import { DataState } from '../../components/DataState.js';
import { DeleteButton } from '../../components/DeleteButton.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { PageTitle } from '../../components/PageTitle.js';
import { ScrollingTable } from '../../components/ScrollingTable.js';
import { AddCoordinatorModal } from './AddCoordinatorModal.js';

/** /admin/coordinators (spec §2). */
export function CoordinatorsPage() {
  const alerted = useAlertedCall();
  const coordinators = useCoordinators();
  const [adding, setAdding] = useState(false);

  const remove = async (coordinator: CoordinatorJson) => {
    if (await alerted(() => deleteCoordinator(coordinator._id), `${coordinator.email} was removed.`)) {
      await coordinators.mutate();
    }
  };

  return (
    <>
      <PageTitle title="Coordinators">
        <Button onClick={() => setAdding(true)}>Add Coordinator</Button>
      </PageTitle>
      <Card className="shadow-sm border-0">
        <Card.Body className="p-0">
          <DataState data={coordinators.data} error={coordinators.error} fallback={FAILED_TO_FETCH_DATA}>
            {(rows) => (
              <ScrollingTable label="Coordinators" className="text-nowrap">
                <thead>
                  <tr>
                    <th>Email</th>
                    <th>Name</th>
                    <th>Contact Number</th>
                    <th>Company</th>
                    <th className="text-end table-sticky-end">Action</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((coordinator) => (
                    <tr key={coordinator._id}>
                      <td>{coordinator.email}</td>
                      <td>{coordinator.name}</td>
                      <td>{coordinator.contactNumber}</td>
                      <td>{coordinator.companyName}</td>
                      <td className="text-end table-sticky-end">
                        <DeleteButton subject={coordinator.email} onConfirm={() => remove(coordinator)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ScrollingTable>
            )}
          </DataState>
        </Card.Body>
      </Card>
      <AddCoordinatorModal show={adding} onHide={() => setAdding(false)} onAdded={() => void coordinators.mutate()} />
    </>
  );
}
