import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { DOWNLOAD_SUCCESS, FAILED_TO_FETCH_COMPANIES } from '../../../../domain/messages.js';
import { errorText } from '../../api/client.js';
import { deleteCompany, downloadCompanyCvs, useCompanies } from '../../api/companies.js';
import type { CompanyJson } from '../../api/types.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { Badges } from '../../components/Badges.js';
import { CompanyLogo } from '../../components/CompanyLogo.js';
import { DataState } from '../../components/DataState.js';
import { DeleteButton } from '../../components/DeleteButton.js';
import { PageTitle } from '../../components/PageTitle.js';
import { ScrollingTable } from '../../components/ScrollingTable.js';
import { CompanyFormModal } from './CompanyFormModal.js';

/** What the modal is doing: nothing, adding, or editing one company. */
type Editing = { readonly open: false } | { readonly open: true; readonly company: CompanyJson | null };

/** /admin/companies (spec §2). */
export function CompaniesPage() {
  const alerted = useAlertedCall();
  const companies = useCompanies();
  const [editing, setEditing] = useState<Editing>({ open: false });

  const remove = async (company: CompanyJson) => {
    if (await alerted(() => deleteCompany(company._id), `${company.companyName} was removed.`)) {
      await companies.mutate();
    }
  };

  return (
    <>
      <PageTitle title="Companies">
        <Button onClick={() => setEditing({ open: true, company: null })}>Add a Company</Button>
      </PageTitle>
      <Card className="shadow-sm border-0">
        <Card.Body className="p-0">
          <DataState data={companies.data} error={companies.error} fallback={FAILED_TO_FETCH_COMPANIES}>
            {(rows) => (
              <ScrollingTable label="Companies" className="text-nowrap companies-table">
                <thead>
                  <tr>
                    <th>Company</th>
                    <th>Company Name</th>
                    <th>Contact Person</th>
                    <th>Contact Person Tel.</th>
                    <th>Interviews</th>
                    <th>Session</th>
                    <th>Panels Count</th>
                    <th>Job Areas</th>
                    <th>Panels</th>
                    <th className="table-sticky-end">Action</th>
                    <th className="table-sticky-end">Get CV</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((company) => (
                    <tr key={company._id}>
                      <td>
                        <div className="d-flex align-items-center gap-2">
                          <CompanyLogo company={company} />
                          <div className="lh-sm">
                            <div className="fw-semibold">{company.username}</div>
                            <div className="small text-body-secondary">{company.email}</div>
                          </div>
                        </div>
                      </td>
                      <td>{company.companyName}</td>
                      <td>{company.contactPerson}</td>
                      <td>{company.contactPersonTP}</td>
                      <td>{company.numberOfInterviews}</td>
                      <td className="text-capitalize">{company.session}</td>
                      <td>{company.panelsCount}</td>
                      <td className="text-wrap list-cell">
                        <Badges items={company.areas} />
                      </td>
                      <td className="text-wrap list-cell">
                        <Badges items={company.panels} />
                      </td>
                      <td className="table-sticky-end">
                        <ButtonGroup className="gap-2">
                          <Button
                            variant="outline-primary"
                            size="sm"
                            onClick={() => setEditing({ open: true, company })}
                            aria-label={`Edit ${company.companyName}`}
                          >
                            Edit
                          </Button>
                          <DeleteButton subject={company.companyName} onConfirm={() => remove(company)} />
                        </ButtonGroup>
                      </td>
                      <td className="table-sticky-end">
                        <CvDownloadButton company={company} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ScrollingTable>
            )}
          </DataState>
        </Card.Body>
      </Card>
      {editing.open && (
        <CompanyFormModal
          key={editing.company?._id ?? 'new'}
          company={editing.company}
          show
          onHide={() => setEditing({ open: false })}
          onSaved={() => void companies.mutate()}
        />
      )}
    </>
  );
}

/** Get CV: every interviewee's CV of one company as `{username}.zip`. */
function CvDownloadButton({ company }: { readonly company: CompanyJson }) {
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  const get = async () => {
    setBusy(true);
    try {
      await downloadCompanyCvs(company);
      alerts.success(DOWNLOAD_SUCCESS);
    } catch (error) {
      alerts.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline-success"
      size="sm"
      onClick={get}
      disabled={busy}
      aria-label={`Get CV of ${company.companyName}`}
    >
      {busy && <Spinner as="span" animation="border" size="sm" className="me-1" />}
      Get CV
    </Button>
  );
}
