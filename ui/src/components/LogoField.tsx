import * as E from 'fp-ts/lib/Either.js';
import Form from 'react-bootstrap/Form';
import Image from 'react-bootstrap/Image';
import { useController, type FieldValues } from 'react-hook-form';
import { COMPANY_MESSAGES, isLogoSizeAllowed } from '../../../domain/company.js';
import { IMAGE_ACCEPT } from './file-accept.js';
import type { Validated } from '../../../domain/validation.js';
import type { FieldProps } from '../forms/field.js';

/** The hint under the logo field (spec §5). */
const LOGO_HINT = 'Under 2 MB, 1:1 ratio, jpg.';

/** Why the server would refuse this logo for its size, or null (the server also checks its bytes). */
export function logoRefusal(logo: File | null): string | null {
  return logo && !isLogoSizeAllowed(logo.size) ? COMPANY_MESSAGES.logoTooLarge : null;
}

/** A form's validator that also checks the chosen logo (its `image` field) and hands it on beside the value. */
export const withLogo =
  <F extends { readonly image: File | null }, T>(validate: (form: F) => Validated<T>) =>
  (form: F): Validated<{ readonly value: T; readonly logo: File | null }> => {
    const checked = validate(form);
    const refusal = logoRefusal(form.image);
    const failures = [
      ...(E.isLeft(checked) ? checked.left : []),
      ...(refusal ? [{ field: 'image', message: refusal }] : []),
    ];
    if (E.isLeft(checked) || failures.length > 0) return E.left(failures);
    return E.right({ value: checked.right, logo: form.image });
  };

/**
 * A company's logo input, as the admin's company form and the company's own account ask for it:
 * a PNG or JPEG with the spec's hint (under 2 MB, 1:1 ratio, jpg), beside the logo it has now.
 */
export function LogoField<F extends FieldValues, T>({
  control,
  name,
  id,
  label,
  current,
}: FieldProps<F, T> & {
  /** The logo's URL to show beside the input, or null for none. */
  readonly current: string | null;
}) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <div className="d-flex align-items-center gap-3">
        {current && <Image src={current} alt="" width={48} height={48} rounded className="border object-fit-cover" />}
        <Form.Control
          ref={field.ref}
          name={field.name}
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={(event) => field.onChange((event.target as HTMLInputElement).files?.[0] ?? null)}
          onBlur={field.onBlur}
          isInvalid={Boolean(error)}
        />
      </div>
      <Form.Text>{LOGO_HINT}</Form.Text>
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </Form.Group>
  );
}
