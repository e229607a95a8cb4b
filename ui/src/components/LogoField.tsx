import Form from 'react-bootstrap/Form';
import Image from 'react-bootstrap/Image';
import { COMPANY_MESSAGES, isLogoSizeAllowed, LOGO_HINT } from '../../../domain/company.js';
import { IMAGE_ACCEPT } from './file-accept.js';

/** Why the server would refuse this logo for its size, or null (the server also checks its bytes). */
export function logoRefusal(logo: File | null): string | null {
  return logo && !isLogoSizeAllowed(logo.size) ? COMPANY_MESSAGES.logoTooLarge : null;
}

/**
 * A company's logo input, as the admin's company form and the company's own account ask for it:
 * a PNG or JPEG with the spec's hint (under 2 MB, 1:1 ratio, jpg), beside the logo it has now.
 */
export function LogoField({
  id,
  label,
  current,
  onChoose,
  error,
}: {
  readonly id: string;
  readonly label: string;
  /** The logo's URL to show beside the input, or null for none. */
  readonly current: string | null;
  readonly onChoose: (logo: File | null) => void;
  readonly error: string | undefined;
}) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <div className="d-flex align-items-center gap-3">
        {current && <Image src={current} alt="" width={48} height={48} rounded className="border object-fit-cover" />}
        <Form.Control
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={(event) => onChoose((event.target as HTMLInputElement).files?.[0] ?? null)}
          isInvalid={Boolean(error)}
        />
      </div>
      <Form.Text>{LOGO_HINT}</Form.Text>
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </Form.Group>
  );
}
