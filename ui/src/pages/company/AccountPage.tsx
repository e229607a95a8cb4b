import { useEffect, useMemo, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { validateCompanyAccount, type CompanyAccountForm } from '../../../../domain/company.js';
import { ACCOUNT_CHANGED, ERROR_OCCURRED, FAILED_TO_FETCH_DATA } from '../../../../domain/messages.js';
import { errorText } from '../../api/client.js';
import { changeCompanyPassword, saveCompanyAccount, useOwnCompany } from '../../api/company-area.js';
import type { CompanyJson } from '../../api/types.js';
import { useSession } from '../../session/SessionContext.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { CompanyLogo } from '../../components/CompanyLogo.js';
import { Badges } from '../../components/Badges.js';
import { DataState } from '../../components/DataState.js';
import { FormError } from '../../components/FormError.js';
import { LogoField, logoRefusal } from '../../components/LogoField.js';
import { PageTitle } from '../../components/PageTitle.js';
import { TagsInput } from '../../components/TagsInput.js';
import { TextField } from '../../components/TextField.js';
import { checkForm, type FieldErrors } from '../../forms/fieldErrors.js';
import { ChangePasswordModal } from '../../components/ChangePasswordModal.js';

/** /company/account: the company's own profile, its logo and its password. */
export function AccountPage() {
  const company = useOwnCompany();
  return (
    <>
      <PageTitle title="Account" />
      <DataState data={company.data} error={company.error} fallback={FAILED_TO_FETCH_DATA} isEmpty={() => false}>
        {(data) => <AccountForm key={data._id} company={data} onSaved={() => void company.mutate()} />}
      </DataState>
    </>
  );
}

type AccountFields = Required<CompanyAccountForm>;

const fieldsOf = (company: CompanyJson): AccountFields => ({
  companyName: company.companyName,
  description: company.description,
  tags: company.tags,
});

/** A preview of a chosen logo, released when it changes or the form goes away. */
function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function AccountForm({ company, onSaved }: { readonly company: CompanyJson; readonly onSaved: () => void }) {
  const alerts = useAlerts();
  const session = useSession();
  const [form, setForm] = useState<AccountFields>(() => fieldsOf(company));
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const preview = usePreview(logo);

  const set =
    <K extends keyof AccountFields>(field: K) =>
    (value: AccountFields[K]) =>
      setForm((now) => ({ ...now, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(validateCompanyAccount(form));
    const logoProblem = logoRefusal(logo);
    setErrors(logoProblem ? { ...checked.errors, image: logoProblem } : checked.errors);
    setFailure(null);
    if (!checked.ok || logoProblem) return;
    setBusy(true);
    try {
      await saveCompanyAccount(company._id, checked.value, logo);
      alerts.success(ACCOUNT_CHANGED);
      setLogo(null);
      onSaved();
      await session.refresh();
    } catch (error) {
      const text = errorText(error, ERROR_OCCURRED);
      setFailure(text);
      alerts.error(text);
    } finally {
      setBusy(false);
    }
  };

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
            <Form noValidate onSubmit={submit}>
              <FormError message={failure} />
              <TextField
                id="account-username"
                label="Username"
                value={company.username}
                onChange={() => undefined}
                error={undefined}
                readOnly
              />
              <TextField
                id="account-company-name"
                label="Company Name"
                value={form.companyName}
                onChange={set('companyName')}
                error={errors.companyName}
              />
              <TextField
                id="account-description"
                label="Description"
                rows={4}
                value={form.description}
                onChange={set('description')}
                error={errors.description}
              />
              <TagsInput id="account-tags" label="Tags" tags={form.tags} onChange={set('tags')} />
              <LogoField id="account-image" label="Image" current={null} onChoose={setLogo} error={errors.image} />
              <div className="d-flex justify-content-end">
                <Button type="submit" disabled={busy}>
                  {busy && <Spinner as="span" animation="border" size="sm" className="me-2" />}
                  Save Profile
                </Button>
              </div>
            </Form>
          </Card.Body>
        </Card>
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
