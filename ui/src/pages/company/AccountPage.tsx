import { useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FAILED_TO_FETCH_DATA } from '../../screen-texts.js';
import { changeCompanyPassword } from '../company-form/api.js';
import { useOwnCompany } from './api.js';
import type { CompanyJson } from '../../api/types.js';
import { CompanyLogo } from '../../components/CompanyLogo.js';
import { Badges } from '../../components/Badges.js';
import { DataState } from '../../components/DataState.js';
import { PageTitle } from '../../components/PageTitle.js';
import { ChangePasswordModal } from '../../components/ChangePasswordModal.js';
import { CompanyForm } from '../company-form/CompanyForm.js';
import { RecruitersCard } from './RecruitersCard.js';

/** /company/account: the company's own profile, its logo, its password and (for its own account) its recruiters. */
export function AccountPage() {
  const company = useOwnCompany();
  return (
    <>
      <PageTitle title="Account" />
      <DataState data={company.data} error={company.error} fallback={FAILED_TO_FETCH_DATA} isEmpty={() => false}>
        {(data) => <AccountForm key={data._id} company={data} />}
      </DataState>
    </>
  );
}

/** A preview of a chosen logo, released when it changes or the form goes away. */
function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function AccountForm({ company }: { readonly company: CompanyJson }) {
  const [logo, setLogo] = useState<File | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  const preview = usePreview(logo);

  return (
    <Row className="g-4">
      <Col lg={4}>
        <Card className="shadow-sm border-0">
          <Card.Body className="text-center">
            <div className="mb-3">
              <CompanyLogo company={{ ...company, image: preview ?? company.image }} size={112} />
            </div>
            <h2 className="h5 mb-1">{company.companyName}</h2>
            <div className="text-body-secondary mb-3">{company.email}</div>
            <div className="d-flex justify-content-center mb-4">
              <Badges items={company.areas} />
            </div>
            <Button variant="outline-primary" onClick={() => setChangingPassword(true)}>
              Change Password
            </Button>
          </Card.Body>
        </Card>
      </Col>
      <Col lg={8}>
        <Card className="shadow-sm border-0">
          <Card.Header className="bg-body fw-semibold">Profile</Card.Header>
          <Card.Body>
            <CompanyForm mode="account" company={company} onLogoChosen={setLogo} />
          </Card.Body>
        </Card>
        <div className="mt-4">
          <RecruitersCard />
        </div>
      </Col>
      <ChangePasswordModal
        role="company"
        change={(password, confirmation) => changeCompanyPassword(company._id, password, confirmation)}
        show={changingPassword}
        onHide={() => setChangingPassword(false)}
      />
    </Row>
  );
}
