import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { CompanyJson } from '../../api/types.js';
import { Badges } from '../../components/Badges.js';
import { CompanyLogo } from '../../components/CompanyLogo.js';
import { WalkInStatusBadge } from '../interview-desk/WalkInStatusBadge.js';

/** The company card of the coordinator's dashboard: who the company is and what it offers. */
export function CompanyCard({ company }: { readonly company: CompanyJson }) {
  return (
    <Card className="shadow-sm border-0 mb-4" as="section" aria-label="Company">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
          <CompanyLogo company={company} size={64} />
          <div className="lh-sm min-w-0">
            <h2 className="h4 mb-1">{company.companyName}</h2>
            <div className="text-body-secondary text-break">
              {company.username} · {company.email}
            </div>
          </div>
          <div className="ms-sm-auto">
            <WalkInStatusBadge open={company.walkingStatus} />
          </div>
        </div>
        {company.description && <p className="mb-3">{company.description}</p>}
        <Row xs={1} md={2} xl={3} className="g-3">
          <Detail label="Contact Person">
            {company.contactPerson} · {company.contactPersonTP}
          </Detail>
          <Detail label="Session">
            <span className="text-capitalize">{company.session}</span>
          </Detail>
          <Detail label="Interviews">
            {company.slotsFilled} selected of {company.numberOfInterviews}
          </Detail>
          <Detail label="Job Areas">
            <Badges items={company.areas} />
          </Detail>
          <Detail label="Panels Offered">
            <Badges items={company.panels} />
          </Detail>
          <Detail label="Tags">
            <Badges items={company.tags} />
          </Detail>
        </Row>
      </Card.Body>
    </Card>
  );
}

function Detail({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <Col>
      <div className="small text-body-secondary mb-1">{label}</div>
      <div>{children}</div>
    </Col>
  );
}
