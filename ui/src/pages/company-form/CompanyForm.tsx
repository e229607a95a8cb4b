import * as E from 'fp-ts/lib/Either.js';
import { useEffect } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useWatch } from 'react-hook-form';
import {
  COMPANY_DEFAULTS,
  PANELS_COUNT_WHEN_EDITED_EMPTY,
  validateCompanyAccount,
  validateCompanyEdit,
  validateNewCompany,
  type CompanyForm as CompanyFormFields,
} from '../../../../domain/company.js';
import { JOB_AREAS } from '../../../../domain/job-area.js';
import { ACCOUNT_CHANGED } from '../../../../domain/messages.js';
import { ERROR_OCCURRED } from '../../screen-texts.js';
import { PANEL_NAMES } from '../../../../domain/panel-name.js';
import { SESSIONS } from '../../../../domain/session.js';
import type { Validated } from '../../../../domain/validation.js';
import type { CompanyJson } from '../../api/types.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { CheckList } from '../../components/CheckList.js';
import { FormError } from '../../components/FormError.js';
import { FormModal } from '../../components/FormModal.js';
import { LogoField, withLogo } from '../../components/LogoField.js';
import { PasswordFields } from '../../components/PasswordFields.js';
import { SelectField } from '../../components/SelectField.js';
import { TagsInput } from '../../components/TagsInput.js';
import { TextField } from '../../components/TextField.js';
import { useDomainForm } from '../../forms/useDomainForm.js';
import { useSession } from '../../session/SessionContext.js';
import { useCompanySaves } from './api.js';
import { BusyButton } from '../../components/BusyButton.js';

/**
 * Who fills the company form: the admin adding a company or editing one (spec §2, every field),
 * or the company on its own account (spec §5: its name, description, tags and image; the username
 * shown read-only; the password through Change Password).
 */
export type CompanyFormMode = 'add' | 'edit' | 'account';

/** Every field present, as the inputs hold them, with the chosen logo. */
type CompanyFields = Required<CompanyFormFields> & { readonly image: File | null };

/** Stores what the domain let through; answers the server's message. */
type Save = () => Promise<string>;

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
  image: null,
};

function fieldsOf(company: CompanyJson): CompanyFields {
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
    image: null,
  };
}

/** The domain's check of the fields (and of the logo's size), and the call that stores what passed. */
const saving =
  <T,>(validate: (form: CompanyFields) => Validated<T>, store: (value: T, logo: File | null) => Promise<string>) =>
  (form: CompanyFields): Validated<Save> =>
    E.map(
      ({ value, logo }: { readonly value: T; readonly logo: File | null }): Save =>
        () =>
          store(value, logo),
    )(withLogo(validate)(form));

function checkFor(
  mode: CompanyFormMode,
  saves: ReturnType<typeof useCompanySaves>,
): (form: CompanyFields) => Validated<Save> {
  switch (mode) {
    case 'add':
      return saving(validateNewCompany, saves.create);
    case 'edit':
      return saving(validateCompanyEdit, saves.update);
    case 'account':
      return saving(validateCompanyAccount, async (value, logo) => {
        await saves.saveAccount(value, logo);
        return ACCOUNT_CHANGED;
      });
  }
}

/**
 * The one company form: in a dialog for the admin (Add a Company, Edit), on the account page for
 * the company itself, where it shows only the company's own fields.
 */
export function CompanyForm({
  mode,
  company,
  onHide = () => undefined,
  onLogoChosen,
}: {
  readonly mode: CompanyFormMode;
  /** The company being edited or its own account; null when adding. */
  readonly company: CompanyJson | null;
  /** Closes the admin's dialog. */
  readonly onHide?: () => void;
  /** The logo chosen on the account page, for its preview. */
  readonly onLogoChosen?: (logo: File | null) => void;
}) {
  const alerts = useAlerts();
  const session = useSession();
  const ownAccount = mode === 'account';
  const saves = useCompanySaves(company?._id ?? '');
  const { form, control, failure, busy, onSubmit } = useDomainForm({
    defaultValues: company ? fieldsOf(company) : EMPTY,
    validate: checkFor(mode, saves),
    send: async (save, typed) => {
      const message = await save();
      alerts.success(message || `${typed.companyName.trim()} was saved.`);
      if (!ownAccount) return onHide();
      form.setValue('image', null);
      await session.refresh();
    },
    fallback: ERROR_OCCURRED,
  });
  const image = useWatch({ control, name: 'image' });
  useEffect(() => onLogoChosen?.(image), [image, onLogoChosen]);

  const id = (field: string) => `${ownAccount ? 'account' : 'company'}-${field}`;
  const username = (
    <TextField
      control={control}
      name="username"
      id={id('username')}
      label="Username"
      autoComplete="off"
      readOnly={mode !== 'add'}
    />
  );
  const companyName = <TextField control={control} name="companyName" id={id('name')} label="Company Name" />;
  const description = (
    <TextField
      control={control}
      name="description"
      id={id('description')}
      label="Description"
      rows={ownAccount ? 4 : 3}
    />
  );
  const tags = <TagsInput control={control} name="tags" id={id('tags')} label="Tags" />;

  if (ownAccount) {
    return (
      <Form noValidate onSubmit={onSubmit}>
        <FormError message={failure} />
        {username}
        {companyName}
        {description}
        {tags}
        <LogoField control={control} name="image" id={id('image')} label="Image" current={null} />
        <div className="d-flex justify-content-end">
          <BusyButton type="submit" busy={busy}>
            Save Profile
          </BusyButton>
        </div>
      </Form>
    );
  }

  return (
    <FormModal
      title={company ? `Edit ${company.companyName}` : 'Add a Company'}
      submitLabel={company ? 'Save Changes' : 'Add Company'}
      show
      busy={busy}
      onHide={onHide}
      onSubmit={onSubmit}
      size="lg"
      scrollable
    >
      <FormError message={failure} />
      <Row xs={1} md={2}>
        <Col>{username}</Col>
        <Col>
          <TextField control={control} name="email" id={id('email')} label="Email" type="email" autoComplete="off" />
        </Col>
        <Col>{companyName}</Col>
        <Col>
          <TextField control={control} name="contactPerson" id={id('contact-person')} label="Contact Person" />
        </Col>
        <Col>
          <TextField
            control={control}
            name="contactPersonTP"
            id={id('contact-tel')}
            label="Contact Person Tel."
            type="tel"
          />
        </Col>
        <Col>
          <SelectField control={control} name="session" id={id('session')} label="Session" options={SESSIONS} />
        </Col>
        <Col>
          <TextField
            control={control}
            name="numberOfInterviews"
            id={id('interviews')}
            label="Number of Interviews"
            type="number"
          />
        </Col>
        <Col>
          <TextField control={control} name="panelsCount" id={id('panels-count')} label="Panels Count" type="number" />
        </Col>
      </Row>
      <PasswordFields
        control={control}
        idPrefix="company"
        passwordLabel={mode === 'edit' ? 'New Password (leave empty to keep)' : 'Password'}
      />
      {description}
      <Row xs={1} md={2}>
        <Col>
          <CheckList control={control} name="areas" id={id('areas')} label="Job Areas" options={JOB_AREAS} />
        </Col>
        <Col>
          <CheckList control={control} name="panels" id={id('panels')} label="Panels" options={PANEL_NAMES} />
        </Col>
      </Row>
      {tags}
      <LogoField
        control={control}
        name="image"
        id={id('logo')}
        label="Logo"
        current={image ? null : (company?.image ?? null)}
      />
    </FormModal>
  );
}
