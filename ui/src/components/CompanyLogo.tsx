import type { CompanyShortJson } from '../api/types.js';
import { Avatar } from './Avatar.js';

/** A company's logo, or its initials while it has none; every screen that shows a company shows it so. */
export function CompanyLogo({
  company,
  size = 40,
}: {
  readonly company: Pick<CompanyShortJson, 'companyName' | 'username' | 'image'>;
  readonly size?: number;
}) {
  return (
    <Avatar
      name={company.companyName || company.username}
      image={company.image}
      size={size}
      alt={`${company.companyName} logo`}
    />
  );
}
