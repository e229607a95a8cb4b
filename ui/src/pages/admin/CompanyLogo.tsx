import { Avatar } from '../../components/Avatar.js';
import type { CompanyJson } from '../../api/types.js';

/** A company's logo, or its initials while it has none. */
export function CompanyLogo({ company, size = 40 }: { readonly company: CompanyJson; readonly size?: number }) {
  return (
    <Avatar
      name={company.companyName || company.username}
      image={company.image}
      size={size}
      alt={`${company.companyName} logo`}
    />
  );
}
