import Accordion from 'react-bootstrap/Accordion';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { ERROR_FETCHING_SELECTED_COMPANIES, NO_COMPANY_CHOSEN } from '../../screen-texts.js';
import { cvOnFile, useStudentProfile } from './api.js';
import { useStudentInterviews } from './interviews-api.js';
import { useStudentSelection, type StudentSelectionJson } from './selection-api.js';
import type { StudentInterviewJson, StudentJson } from '../../api/types.js';
import { DataState } from '../../components/DataState.js';
import { PageTitle } from '../../components/PageTitle.js';
import { CvBadge } from '../../components/CvBadge.js';
import { CvButtons } from './CvButtons.js';
import { cvFileName } from '../../../../domain/cv.js';
import { InterviewStatusBadge } from '../../components/InterviewStatusBadge.js';

/** A company the student applies to: from the submitted selection, or a walk-in interview outside it. */
interface AppliedCompany {
  readonly companyId: string;
  readonly companyName: string;
  readonly selectedPanel: string | null;
  readonly order: number | null;
  readonly interview: StudentInterviewJson | null;
}

function appliedCompanies(
  selection: StudentSelectionJson,
  interviews: readonly StudentInterviewJson[],
): AppliedCompany[] {
  const interviewWith = (companyId: string) =>
    interviews.find((interview) => interview.company._id === companyId) ?? null;
  const selected = [...selection.selectedCompaniesbyStudent]
    .sort((a, b) => a.order - b.order)
    .map((entry) => ({ ...entry, interview: interviewWith(entry.companyId) }));
  const walkIns = interviews
    .filter((interview) => !selected.some((entry) => entry.companyId === interview.company._id))
    .map((interview) => ({
      companyId: interview.company._id,
      companyName: interview.company.companyName,
      selectedPanel: interview.panelID?.panelName ?? null,
      order: null,
      interview,
    }));
  return [...selected, ...walkIns];
}

/** /student/selected: each company applied to, its CV badge, and a CV meant for that company (spec §2). */
export function SelectedCompaniesPage() {
  const selection = useStudentSelection();
  const profile = useStudentProfile();
  const interviews = useStudentInterviews();
  const loaded = selection.data && profile.data ? { selection: selection.data, student: profile.data } : undefined;

  return (
    <>
      <PageTitle title="Selected Companies">
        <Link to="/student/companies" className="btn btn-outline-secondary">
          Edit Selection
        </Link>
      </PageTitle>
      <DataState
        data={loaded}
        error={selection.error ?? profile.error}
        fallback={ERROR_FETCHING_SELECTED_COMPANIES}
        failureTitle={ERROR_FETCHING_SELECTED_COMPANIES}
        isEmpty={(data) => appliedCompanies(data.selection, interviews.data ?? []).length === 0}
        emptyNext={NO_COMPANY_CHOSEN}
      >
        {({ selection: submitted, student }) => (
          <Card className="shadow-sm border-0">
            <Card.Body>
              <Accordion alwaysOpen>
                {appliedCompanies(submitted, interviews.data ?? []).map((company) => (
                  <AppliedCompanyItem key={company.companyId} company={company} student={student} />
                ))}
              </Accordion>
            </Card.Body>
          </Card>
        )}
      </DataState>
    </>
  );
}

function AppliedCompanyItem({ company, student }: { readonly company: AppliedCompany; readonly student: StudentJson }) {
  const onFile = cvOnFile(student, company.companyId);
  return (
    <Accordion.Item eventKey={company.companyId}>
      <Accordion.Header>
        <span className="d-flex flex-wrap align-items-center gap-2 me-2">
          {company.order !== null && <span className="text-body-secondary">{company.order}.</span>}
          <span className="fw-semibold">{company.companyName}</span>
          {company.order === null && (
            <Badge bg="info-subtle" text="info-emphasis" className="border border-info-subtle">
              Walk-in
            </Badge>
          )}
          <CvBadge uploaded={onFile === 'own'} general={onFile === 'general'} />
        </span>
      </Accordion.Header>
      <Accordion.Body>
        <dl className="row mb-3 small">
          <dt className="col-sm-3 text-body-secondary fw-normal">Panel</dt>
          <dd className="col-sm-9">{company.selectedPanel ?? '—'}</dd>
          <dt className="col-sm-3 text-body-secondary fw-normal">Priority</dt>
          <dd className="col-sm-9">{company.order ?? 'Walk-in interview'}</dd>
          <dt className="col-sm-3 text-body-secondary fw-normal">Interview</dt>
          <dd className="col-sm-9 mb-0">
            {company.interview ? <InterviewStatusBadge status={company.interview.status} /> : 'Not scheduled yet'}
          </dd>
        </dl>
        <p className="small text-body-secondary mb-2">
          {onFile === 'own'
            ? `${company.companyName} receives the CV you uploaded for it.`
            : onFile === 'general'
              ? `${company.companyName} receives your general CV until you upload one for it.`
              : `${company.companyName} receives no CV yet: upload your general CV on Account, or one for ${company.companyName} here.`}
        </p>
        <CvButtons
          company={{ id: company.companyId, name: company.companyName }}
          onFile={onFile}
          fileName={cvFileName(student)}
          size="sm"
        />
      </Accordion.Body>
    </Accordion.Item>
  );
}
