import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { ALLOCATION_FILE_NAME, ALLOCATION_MESSAGES } from '../../../../domain/allocation.js';
import { FAILED_TO_FETCH_DATA } from '../../screen-texts.js';
import { useAdmins, useDeleteAdmin } from './accounts-api.js';
import { downloadAllocation } from './fair-api.js';
import { ApiError, errorText } from '../../api/client.js';
import type { AdminJson } from '../../api/types.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { DataTable, type Column } from '../../components/DataTable.js';
import { DeleteButton } from '../../components/DeleteButton.js';
import { PageTitle } from '../../components/PageTitle.js';
import { useSession } from '../../session/SessionContext.js';
import { AddAdminModal } from './AddAdminModal.js';
import { FairDashboard } from './dashboard/FairDashboard.js';
import { FAIR_REPORT_SHEET_DOWNLOAD, FairReportDownloads } from '../../components/FairReportDownloads.js';
import { useDownload } from '../../components/useDownload.js';

/** /admin: the live fair (figures, charts, Download dashboard (.xlsx)), then the admins, Add Admin and Download allocation (.xlsx) (spec §2). */
export function AdminDashboardPage() {
  const alerts = useAlerts();
  const alerted = useAlertedCall();
  const { user } = useSession();
  const admins = useAdmins();
  const deleteAdmin = useDeleteAdmin();
  const [adding, setAdding] = useState(false);
  const { downloading, download: downloadExcel } = useDownload(
    () => downloadAllocation(ALLOCATION_FILE_NAME),
    (error) =>
      alerts.error(error instanceof ApiError && error.status === 404 ? ALLOCATION_MESSAGES.noData : errorText(error)),
  );

  const remove = async (id: string, email: string) => {
    await alerted(() => deleteAdmin(id), `${email} was removed.`);
  };

  const columns: readonly Column<AdminJson>[] = [
    {
      header: 'Email',
      cell: (admin) => (
        <>
          {admin.email}
          {admin._id === user?._id && <span className="badge bg-body-tertiary text-body border ms-2">you</span>}
        </>
      ),
    },
    {
      header: 'Action',
      action: true,
      className: 'text-end',
      cell: (admin) => <DeleteButton subject={admin.email} onConfirm={() => remove(admin._id, admin.email)} />,
    },
  ];

  return (
    <>
      <PageTitle title="Dashboard">
        <Button onClick={() => setAdding(true)}>Add Admin</Button>
        <Link className="btn btn-outline-primary" to="/admin/messages">
          Write to students
        </Link>
        <Button variant="success" onClick={downloadExcel} disabled={downloading}>
          {downloading && <Spinner as="span" animation="border" size="sm" className="me-2" />}
          Download allocation (.xlsx)
        </Button>
        <FairReportDownloads downloads={FAIR_REPORT_SHEET_DOWNLOAD} />
      </PageTitle>
      <FairDashboard />
      <DataTable
        label="Admins"
        title="Admins"
        columns={columns}
        rows={admins.data}
        error={admins.error}
        fallback={FAILED_TO_FETCH_DATA}
        rowKey={(admin) => admin._id}
      />
      <AddAdminModal show={adding} onHide={() => setAdding(false)} />
    </>
  );
}
