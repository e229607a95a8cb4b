import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FAILED_TO_FETCH_COMPANIES, FAILED_TO_FETCH_INTERVIEWS } from '../../screen-texts.js';
import { useCompanyPanels } from '../../api/panels.js';
import { DataState } from '../../components/DataState.js';
import { COMPANY_REPORT_DOWNLOADS, FairReportDownloads } from '../../components/FairReportDownloads.js';
import { PageTitle } from '../../components/PageTitle.js';
import { AddPanelModal } from './AddPanelModal.js';
import { useCompanyInterviews, useCoordinatorCompany } from './api.js';
import { AssignStudents } from './AssignStudents.js';
import { CompanyCard } from './CompanyCard.js';
import { useCoordinatorCompanyId } from './useCoordinatorCompanyId.js';

/** /coordinator: the company card, Add Panel, and the students to assign to panels. */
export function CoordinatorDashboardPage() {
  const companyId = useCoordinatorCompanyId();
  const company = useCoordinatorCompany(companyId);
  const panels = useCompanyPanels(companyId);
  const interviews = useCompanyInterviews(companyId);
  const [adding, setAdding] = useState(false);

  return (
    <>
      <PageTitle title="Dashboard">
        <Button onClick={() => setAdding(true)} disabled={!companyId}>
          Add Panel
        </Button>
        <FairReportDownloads downloads={COMPANY_REPORT_DOWNLOADS} />
      </PageTitle>
      <DataState data={company.data} error={company.error} fallback={FAILED_TO_FETCH_COMPANIES} isEmpty={() => false}>
        {(data) => <CompanyCard company={data} />}
      </DataState>
      <DataState
        data={interviews.data && panels.data ? { interviews: interviews.data, panels: panels.data } : undefined}
        error={interviews.error ?? panels.error}
        fallback={FAILED_TO_FETCH_INTERVIEWS}
        isEmpty={() => false}
      >
        {(data) => (
          <AssignStudents
            interviews={data.interviews}
            panels={data.panels}
            companyName={company.data?.companyName ?? 'the company'}
          />
        )}
      </DataState>
      {companyId && (
        <AddPanelModal
          companyId={companyId}
          suggestions={company.data?.panels ?? []}
          show={adding}
          onHide={() => setAdding(false)}
        />
      )}
    </>
  );
}
