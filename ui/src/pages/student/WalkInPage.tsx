import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router-dom';
import { FAILED_TO_FETCH_COMPANIES } from '../../screen-texts.js';
import { errorText } from '../../api/client.js';
import { takeWalkIn, useStudentInterviews, useWalkInCompanies, type WalkInCompanyJson } from './interviews-api.js';
import type { StudentInterviewJson } from '../../api/types.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { CompanyLogo } from '../../components/CompanyLogo.js';
import { Badges } from '../../components/Badges.js';
import { DataState } from '../../components/DataState.js';
import { PageTitle } from '../../components/PageTitle.js';
import { InterviewStatusBadge } from '../../components/InterviewStatusBadge.js';

/** /student/walk-in: the companies taking walk-in interviews now (spec §2). */
export function WalkInPage() {
  const companies = useWalkInCompanies();
  const interviews = useStudentInterviews();
  return (
    <>
      <PageTitle title="Walk-in Interviews" />
      <DataState
        data={companies.data}
        error={companies.error}
        fallback={FAILED_TO_FETCH_COMPANIES}
        emptyNext="No company takes walk-in interviews now. Companies that open them appear here."
      >
        {(open) => (
          <Row xs={1} md={2} xl={3} className="g-3">
            {open.map((company) => (
              <Col key={company._id}>
                <WalkInCompanyCard
                  company={company}
                  interview={interviews.data?.find((interview) => interview.company._id === company._id) ?? null}
                />
              </Col>
            ))}
          </Row>
        )}
      </DataState>
    </>
  );
}

function WalkInCompanyCard({
  company,
  interview,
}: {
  readonly company: WalkInCompanyJson;
  readonly interview: StudentInterviewJson | null;
}) {
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const assign = async () => {
    setBusy(true);
    try {
      const { message } = await takeWalkIn(company._id);
      alerts.success(message || `Walk-in interview with ${company.companyName} assigned.`);
      navigate('/student/selected');
    } catch (error) {
      alerts.error(errorText(error));
      setBusy(false);
    }
  };

  return (
    <Card className="shadow-sm border-0 h-100">
      <Card.Body className="d-flex flex-column gap-2">
        <div className="d-flex align-items-center gap-2">
          <CompanyLogo company={company} />
          <Card.Title as="h2" className="h6 mb-0">
            {company.companyName}
          </Card.Title>
        </div>
        {company.description && <Card.Text className="small text-body-secondary mb-0">{company.description}</Card.Text>}
        <Badges items={company.tags} />
      </Card.Body>
      <Card.Footer className="bg-body d-flex align-items-center justify-content-between gap-2">
        {interview ? (
          <>
            <span className="small text-body-secondary">Your interview</span>
            <InterviewStatusBadge status={interview.status} />
          </>
        ) : (
          <Button
            className="ms-auto"
            onClick={assign}
            disabled={busy}
            aria-label={`Assign As Walk-in Interview with ${company.companyName}`}
          >
            {busy && <Spinner as="span" animation="border" size="sm" className="me-2" />}
            Assign As Walk-in Interview
          </Button>
        )}
      </Card.Footer>
    </Card>
  );
}
