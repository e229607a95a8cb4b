import type { AdminAction } from '../../domain/audit.js';
import type { Company } from '../../domain/company.js';
import type { CompanySubmission } from './create-company.js';

/** What the audit log keeps of a company created: its name and username, never its password. */
export const companyCreated = (company: Company): AdminAction => ({
  action: 'company.created',
  targets: [company.id],
  summary: `Created company ${company.companyName} (${company.username})`,
});

/** What the audit log keeps of a company edited: its name as saved, and whether its password changed (never the password). */
export const companyEdited = (company: Company, _companyId: string, { form }: CompanySubmission): AdminAction => ({
  action: 'company.edited',
  targets: [company.id],
  summary: `Edited company ${company.companyName}${(form.password ?? '') === '' ? '' : ', password changed'}`,
});

/** What the audit log keeps of a company deleted, named as it was. */
export const companyDeleted = (company: Company): AdminAction => ({
  action: 'company.deleted',
  targets: [company.id],
  summary: `Deleted company ${company.companyName}`,
});
