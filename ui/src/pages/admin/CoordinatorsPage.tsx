import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FAILED_TO_FETCH_DATA } from '../../screen-texts.js';
import { useCoordinators, useDeleteCoordinator } from './accounts-api.js';
import type { CoordinatorJson } from '../../api/types.js';
import { DataTable, type Column } from '../../components/DataTable.js';
import { DeleteButton } from '../../components/DeleteButton.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { PageTitle } from '../../components/PageTitle.js';
import { AddCoordinatorModal } from './AddCoordinatorModal.js';
import { EditCoordinatorModal } from './EditCoordinatorModal.js';

/** /admin/coordinators (spec §2). */
export function CoordinatorsPage() {
  const alerted = useAlertedCall();
  const coordinators = useCoordinators();
  const deleteCoordinator = useDeleteCoordinator();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<CoordinatorJson | null>(null);

  const remove = async (coordinator: CoordinatorJson) => {
    await alerted(() => deleteCoordinator(coordinator._id), `${coordinator.email} was removed.`);
  };

  const columns: readonly Column<CoordinatorJson>[] = [
    { header: 'Email', cell: (coordinator) => coordinator.email, className: 'text-break' },
    { header: 'Name', cell: (coordinator) => coordinator.name },
    { header: 'Contact Number', cell: (coordinator) => coordinator.contactNumber },
    { header: 'Company', cell: (coordinator) => coordinator.companyName },
    {
      header: 'Action',
      action: true,
      className: 'text-end',
      cell: (coordinator) => (
        <div className="d-inline-flex gap-2">
          <Button
            variant="outline-primary"
            size="sm"
            aria-label={`Edit ${coordinator.email}`}
            onClick={() => setEditing(coordinator)}
          >
            Edit
          </Button>
          <DeleteButton subject={coordinator.email} onConfirm={() => remove(coordinator)} />
        </div>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="Coordinators">
        <Button onClick={() => setAdding(true)}>Add Coordinator</Button>
      </PageTitle>
      <DataTable
        label="Coordinators"
        columns={columns}
        rows={coordinators.data}
        error={coordinators.error}
        fallback={FAILED_TO_FETCH_DATA}
        rowKey={(coordinator) => coordinator._id}
        emptyNext="No coordinators yet. Add Coordinator to give a company's desk its account."
      />
      <AddCoordinatorModal show={adding} onHide={() => setAdding(false)} />
      {editing && <EditCoordinatorModal key={editing._id} coordinator={editing} onHide={() => setEditing(null)} />}
    </>
  );
}
