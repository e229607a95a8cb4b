import type { FieldValues, Path } from 'react-hook-form';
import type { AddCoordinatorForm } from '../../../../domain/coordinator.js';
import { FAILED_TO_FETCH_COMPANIES } from '../../screen-texts.js';
import { errorText } from '../../api/client.js';
import { useCompaniesShort } from '../../api/company-profiles.js';
import { FormError } from '../../components/FormError.js';
import { PasswordFields } from '../../components/PasswordFields.js';
import { SelectField } from '../../components/SelectField.js';
import { TextField } from '../../components/TextField.js';
import type { FieldProps } from '../../forms/field.js';

/**
 * The fields of a coordinator's account, as the Add and Edit dialogs of /admin/coordinators ask them:
 * e-mail, name, contact number, the company (chosen among the fair's) and a password with its
 * confirmation; above them the form's failure, else why the companies could not be read.
 */
export function CoordinatorFields<F extends FieldValues & AddCoordinatorForm, T>({
  control,
  idPrefix,
  failure,
  passwordLabel = 'Password',
  passwordNote,
}: Pick<FieldProps<F, T>, 'control'> & {
  readonly idPrefix: string;
  readonly failure: string | null;
  readonly passwordLabel?: string;
  /** A line above the password fields. */
  readonly passwordNote?: string;
}) {
  const companies = useCompaniesShort();
  return (
    <>
      <FormError
        message={failure ?? (companies.error ? errorText(companies.error, FAILED_TO_FETCH_COMPANIES) : null)}
      />
      <TextField
        control={control}
        name={'email' as Path<F>}
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="off"
      />
      <TextField control={control} name={'name' as Path<F>} id={`${idPrefix}-name`} label="Name" />
      <TextField
        control={control}
        name={'contactNumber' as Path<F>}
        id={`${idPrefix}-contact`}
        label="Contact Number"
        type="tel"
      />
      <SelectField
        control={control}
        name={'company' as Path<F>}
        id={`${idPrefix}-company`}
        label="Company"
        placeholder={companies.data ? 'Choose a company' : 'Loading companies…'}
        options={(companies.data ?? []).map((company) => ({ value: company._id, label: company.companyName }))}
      />
      {passwordNote && <p className="small text-body-secondary mb-2">{passwordNote}</p>}
      <PasswordFields control={control} idPrefix={idPrefix} passwordLabel={passwordLabel} />
    </>
  );
}
