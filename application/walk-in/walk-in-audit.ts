import type { AdminAction } from '../../domain/audit.js';
import type { Company } from '../../domain/company.js';

/** What the audit log keeps of an administrator opening or closing a company's walk-in interviews. */
export const walkingStatusChanged = (company: Company): AdminAction => ({
  action: company.walkingStatus ? 'walk-in.opened' : 'walk-in.closed',
  targets: [company.id],
  summary: `${company.walkingStatus ? 'Opened' : 'Closed'} walk-in interviews of ${company.companyName}`,
});
