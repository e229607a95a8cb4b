import { useState, type FormEvent } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import {
  COMPANY_DEFAULTS,
  PANELS_COUNT_WHEN_EDITED_EMPTY,
  validateCompanyEdit,
  validateNewCompany,
  type CompanyForm,
} from '../../../../domain/company.js';
import { JOB_AREAS } from '../../../../domain/job-area.js';
import { ERROR_OCCURRED } from '../../../../domain/messages.js';
import { PANEL_NAMES } from '../../../../domain/panel-name.js';
import { SESSIONS } from '../../../../domain/session.js';
import { errorText } from '../../api/client.js';
import { createCompany, updateCompany } from '../../api/companies.js';
import type { CompanyJson } from '../../api/types.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { CheckList } from '../../components/CheckList.js';
import { FormModal } from '../../components/FormModal.js';
import { FormError } from '../../components/FormError.js';
import { LogoField, logoRefusal } from '../../components/LogoField.js';
import { PasswordFields } from '../../components/PasswordFields.js';
import { TagsInput } from '../../components/TagsInput.js';
import { TextField } from '../../components/TextField.js';
import { checkForm, type FieldErrors } from '../../forms/fieldErrors.js';

/** Every field present, as the inputs hold them. */
type CompanyFields = Required<CompanyForm>;

const EMPTY: CompanyFields = {
  email: '',
  username: '',
  companyName: '',
  description: '',
  contactPerson: '',
  contactPersonTP: '',
  password: '',
  confirmpassword: '',
  numberOfInterviews: String(COMPANY_DEFAULTS.numberOfInterviews),
  session: COMPANY_DEFAULTS.session,
  panelsCount: String(COMPANY_DEFAULTS.panelsCount),
  areas: [],
  panels: [],
  tags: [],
};

function formOf(company: CompanyJson): CompanyFields {
  return {
    email: company.email,
    username: company.username,
    companyName: company.companyName,
    description: company.description,
    contactPerson: company.contactPerson,
    contactPersonTP: company.contactPersonTP,
    password: '',
    confirmpassword: '',
    numberOfInterviews: String(company.numberOfInterviews),
    session: company.session,
    panelsCount: String(company.panelsCount || PANELS_COUNT_WHEN_EDITED_EMPTY),
    areas: company.areas,
    panels: company.panels,
    tags: company.tags,
  };
}

/** Add a Company / Edit (spec §2): every field of the company, its logo, areas, panels and tags. */
export function CompanyFormModal({
  company,
  show,
  onHide,
  onSaved,
}: {
  /** The company being edited, or null to add one. */
  readonly company: CompanyJson | null;
  readonly show: boolean;
  readonly onHide: () => void;
  readonly onSaved: () => void;
}) {
  const alerts = useAlerts();
  const editing = company !== null;
  const [form, setForm] = useState<CompanyFields>(() => (company ? formOf(company) : EMPTY));
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set =
    <K extends keyof CompanyFields>(field: K) =>
    (value: CompanyFields[K]) =>
      setForm((now) => ({ ...now, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const logoProblem = logoRefusal(logo);
    const save = company
      ? submitWith(checkForm(validateCompanyEdit(form)), (value) => updateCompany(company._id, value, logo))
      : submitWith(checkForm(validateNewCompany(form)), (value) => createCompany(value, logo));
    setErrors(logoProblem ? { ...save.errors, image: logoProblem } : save.errors);
    setFailure(null);
    if (!save.run || logoProblem) return;
    setBusy(true);
    try {
      const message = await save.run();
      alerts.success(message || `${form.companyName.trim()} was saved.`);
      onSaved();
      onHide();
    } catch (error) {
      const text = errorText(error, ERROR_OCCURRED);
      setFailure(text);
      alerts.error(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormModal
      title={editing ? `Edit ${company.companyName}` : 'Add a Company'}
      submitLabel={editing ? 'Save Changes' : 'Add Company'}
      show={show}
      busy={busy}
      onHide={onHide}
      onSubmit={submit}
      size="lg"
      scrollable
    >
      <FormError message={failure} />
      <Row xs={1} md={2}>
        <Col>
          <TextField
            id="company-username"
            label="Username"
            autoComplete="off"
            value={form.username}
            onChange={set('username')}
            error={errors.username}
            readOnly={editing}
          />
        </Col>
        <Col>
          <TextField
            id="company-email"
            label="Email"
            type="email"
            autoComplete="off"
            value={form.email}
            onChange={set('email')}
            error={errors.email}
          />
        </Col>
        <Col>
          <TextField
            id="company-name"
            label="Company Name"
            value={form.companyName}
            onChange={set('companyName')}
            error={errors.companyName}
          />
        </Col>
        <Col>
          <TextField
            id="company-contact-person"
            label="Contact Person"
            value={form.contactPerson}
            onChange={set('contactPerson')}
            error={errors.contactPerson}
          />
        </Col>
        <Col>
          <TextField
            id="company-contact-tel"
            label="Contact Person Tel."
            type="tel"
            value={form.contactPersonTP}
            onChange={set('contactPersonTP')}
            error={errors.contactPersonTP}
          />
        </Col>
        <Col>
          <Form.Group className="mb-3" controlId="company-session">
            <Form.Label>Session</Form.Label>
            <Form.Select
              value={form.session}
              onChange={(event) => set('session')(event.target.value)}
              isInvalid={Boolean(errors.session)}
            >
              {SESSIONS.map((session) => (
                <option key={session} value={session}>
                  {session}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.session}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col>
          <TextField
            id="company-interviews"
            label="Number of Interviews"
            type="number"
            value={form.numberOfInterviews}
            onChange={set('numberOfInterviews')}
            error={errors.numberOfInterviews}
          />
        </Col>
        <Col>
          <TextField
            id="company-panels-count"
            label="Panels Count"
            type="number"
            value={form.panelsCount}
            onChange={set('panelsCount')}
            error={errors.panelsCount}
          />
        </Col>
      </Row>
      <PasswordFields
        idPrefix="company"
        password={form.password}
        confirmpassword={form.confirmpassword}
        errors={errors}
        onChange={set}
        passwordLabel={editing ? 'New Password (leave empty to keep)' : 'Password'}
      />
      <TextField
        id="company-description"
        label="Description"
        rows={3}
        value={form.description}
        onChange={set('description')}
        error={errors.description}
      />
      <Row xs={1} md={2}>
        <Col>
          <CheckList
            id="company-areas"
            label="Job Areas"
            options={JOB_AREAS}
            selected={form.areas}
            onChange={set('areas')}
            error={errors.areas}
          />
        </Col>
        <Col>
          <CheckList
            id="company-panels"
            label="Panels"
            options={PANEL_NAMES}
            selected={form.panels}
            onChange={set('panels')}
            error={errors.panels}
          />
        </Col>
      </Row>
      <TagsInput id="company-tags" label="Tags" tags={form.tags} onChange={set('tags')} />
      <LogoField
        id="company-logo"
        label="Logo"
        current={logo ? null : (company?.image ?? null)}
        onChoose={setLogo}
        error={errors.image}
      />
    </FormModal>
  );
}

/** A checked form ready to send, or its field messages. */
function submitWith<T>(
  checked: ReturnType<typeof checkForm<T>>,
  send: (value: T) => Promise<string>,
): { readonly errors: FieldErrors; readonly run: (() => Promise<string>) | null } {
  return checked.ok ? { errors: {}, run: () => send(checked.value) } : { errors: checked.errors, run: null };
}
