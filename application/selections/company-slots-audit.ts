import type { AdminAction } from '../../domain/audit.js';
import type { Company } from '../../domain/company.js';

/** What the audit log keeps of an administrator's recount of the students choosing a company. */
export const companySlotsRecounted = (company: Company): AdminAction => ({
  action: 'company.slots-recounted',
  targets: [company.id],
  summary: `Recounted the students choosing ${company.companyName}`,
});
