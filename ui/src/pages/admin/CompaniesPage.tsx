import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { FAILED_TO_FETCH_COMPANIES } from '../../screen-texts.js';
import { downloadCompanyCvs, useCompanies, useDeleteCompany } from './companies-api.js';
import type { CompanyJson } from '../../api/types.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { Badges } from '../../components/Badges.js';
import { ScheduleLink } from '../schedule/ScheduleLink.js';
import { CompanyLogo } from '../../components/CompanyLogo.js';
import { DataTable, type Column } from '../../components/DataTable.js';
import { DeleteButton } from '../../components/DeleteButton.js';
import { PageTitle } from '../../components/PageTitle.js';
import { CompanyForm } from '../company-form/CompanyForm.js';
import { useDownload } from '../../components/useDownload.js';

/** What the modal is doing: nothing, adding, or editing one company. */
type Editing = { readonly open: false } | { readonly open: true; readonly company: CompanyJson | null };

/** /admin/companies (spec §2). */
export function CompaniesPage() {
  const alerted = useAlertedCall();
  const companies = useCompanies();
  const deleteCompany = useDeleteCompany();
  const [editing, setEditing] = useState<Editing>({ open: false });

  const remove = async (company: CompanyJson) => {
    await alerted(() => deleteCompany(company._id), `${company.companyName} was removed.`);
  };

  // The company, its interviews, session, panels and job areas, and the actions stay in columns at
  // 1280 px; the username and e-mail, the contact and the panels count are lines under the company.
  const columns: readonly Column<CompanyJson>[] = [
    {
      header: 'Company',
      cell: (company) => (
        <div className="d-flex align-items-center gap-2">
          <span className="flex-shrink-0">
            <CompanyLogo company={company} />
          </span>
          <div className="lh-sm min-w-0">
            <div className="fw-semibold">{company.companyName}</div>
            <div className="small text-body-secondary text-break">{company.username}</div>
            <div className="small text-body-secondary text-break">{company.email}</div>
          </div>
        </div>
      ),
    },
    { header: 'Contact Person', cell: (company) => company.contactPerson || '—', secondary: true },
    { header: 'Contact Person Tel.', cell: (company) => company.contactPersonTP || '—', secondary: true },
    { header: 'Panels Count', cell: (company) => company.panelsCount, secondary: true },
    { header: 'Interviews', cell: (company) => company.numberOfInterviews },
    { header: 'Session', cell: (company) => <span className="text-capitalize">{company.session}</span> },
    { header: 'Job Areas', cell: (company) => <Badges items={company.areas} /> },
    { header: 'Panels', cell: (company) => <Badges items={company.panels} /> },
    {
      header: 'Action',
      action: true,
      cell: (company) => (
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
      ),
    },
    { header: 'Get CV', action: true, cell: (company) => <CvDownloadButton company={company} /> },
    {
      header: 'Schedules',
      action: true,
      cell: (company) => (
        <ScheduleLink
          to={`/admin/companies/${company._id}/schedules`}
          text="Schedules"
          label={`Schedules of ${company.companyName}`}
        />
      ),
    },
  ];

  return (
    <>
      <PageTitle title="Companies">
        <Link to="/admin/import?kind=companies" className="btn btn-outline-primary">
          Import companies
        </Link>
        <Button onClick={() => setEditing({ open: true, company: null })}>Add a Company</Button>
      </PageTitle>
      <DataTable
        label="Companies"
        columns={columns}
        rows={companies.data}
        error={companies.error}
        fallback={FAILED_TO_FETCH_COMPANIES}
        rowKey={(company) => company._id}
        emptyNext="No companies yet. Add a Company to start."
      />
      {editing.open && (
        <CompanyForm
          key={editing.company?._id ?? 'new'}
          mode={editing.company ? 'edit' : 'add'}
          company={editing.company}
          onHide={() => setEditing({ open: false })}
        />
      )}
    </>
  );
}

/** Get CV: every interviewee's CV of one company as `{username}.zip`. */
function CvDownloadButton({ company }: { readonly company: CompanyJson }) {
  const { downloading: busy, download: get } = useDownload(() => downloadCompanyCvs(company));
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
