import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { ALLOCATION_FILE_NAME, ALLOCATION_MESSAGES } from '../../../../domain/allocation.js';
import { DOWNLOAD_SUCCESS, FAILED_TO_FETCH_DATA } from '../../../../domain/messages.js';
import { deleteAdmin, downloadAllocation, useAdmins } from '../../api/admins.js';
import { ApiError, errorText } from '../../api/client.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { DataState } from '../../components/DataState.js';
import { DeleteButton } from '../../components/DeleteButton.js';
import { PageTitle } from '../../components/PageTitle.js';
import { useSession } from '../../session/SessionContext.js';
import { AddAdminModal } from './AddAdminModal.js';

/** /admin: the admins, Add Admin and Download Excel (spec §2). */
export function AdminDashboardPage() {
  const alerts = useAlerts();
  const alerted = useAlertedCall();
  const { user } = useSession();
  const admins = useAdmins();
  const [adding, setAdding] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const downloadExcel = async () => {
    setDownloading(true);
    try {
      await downloadAllocation(ALLOCATION_FILE_NAME);
      alerts.success(DOWNLOAD_SUCCESS);
    } catch (error) {
      alerts.error(error instanceof ApiError && error.status === 404 ? ALLOCATION_MESSAGES.noData : errorText(error));
    } finally {
      setDownloading(false);
    }
  };

  const remove = async (id: string, email: string) => {
    if (await alerted(() => deleteAdmin(id), `${email} was removed.`)) await admins.mutate();
  };

  return (
    <>
      <PageTitle title="Dashboard">
        <Button onClick={() => setAdding(true)}>Add Admin</Button>
        <Button variant="success" onClick={downloadExcel} disabled={downloading}>
          {downloading && <Spinner as="span" animation="border" size="sm" className="me-2" />}
          Download Excel
        </Button>
      </PageTitle>
      <Card className="shadow-sm border-0">
        <Card.Header className="bg-body fw-semibold">Admins</Card.Header>
        <Card.Body className="p-0">
          <DataState data={admins.data} error={admins.error} fallback={FAILED_TO_FETCH_DATA}>
            {(rows) => (
              <Table responsive hover className="mb-0 align-middle">
                <thead>
                  <tr>
                    <th>Email</th>
                    <th className="text-end">Action</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((admin) => (
                    <tr key={admin._id}>
                      <td>
                        {admin.email}
                        {admin._id === user?._id && (
                          <span className="badge bg-body-tertiary text-body border ms-2">you</span>
                        )}
                      </td>
                      <td className="text-end">
                        <DeleteButton subject={admin.email} onConfirm={() => remove(admin._id, admin.email)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </DataState>
        </Card.Body>
      </Card>
      <AddAdminModal show={adding} onHide={() => setAdding(false)} onAdded={() => void admins.mutate()} />
    </>
  );
}
