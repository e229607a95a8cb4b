import type { Company } from '../../../domain/company.js';

/** The URL names the stored file, so a new logo gets a new URL and an old one may be cached for long. */
export const companyLogoUrl = (company: Company): string | null =>
  company.logoKey ? `/rest/api/v1/company/logo/${company.id}?v=${company.logoKey}` : null;

export const companyJson = (company: Company) => ({
  _id: company.id,
  username: company.username,
  email: company.email,
  companyName: company.companyName,
  description: company.description,
  tags: company.tags,
  contactPerson: company.contactPerson,
  contactPersonTP: company.contactPersonTP,
  numberOfInterviews: company.numberOfInterviews,
  session: company.session,
  panelsCount: company.panelsCount,
  areas: company.areas,
  panels: company.panels,
  image: companyLogoUrl(company),
  slotsFilled: company.slotsFilled,
  walkingStatus: company.walkingStatus,
  role: 'company' as const,
});

/** What any signed-in user may see of a company: no contacts, counts or walk-in state. */
export const companyPublicJson = (company: Company) => ({
  _id: company.id,
  companyName: company.companyName,
  username: company.username,
  tags: company.tags,
  description: company.description,
  panels: company.panels,
  areas: company.areas,
  image: companyLogoUrl(company),
});

/** A company in the students' walk-in list: its public profile, and that its walk-ins are open. */
export const walkInCompanyJson = (company: Company) => ({
  ...companyPublicJson(company),
  walkingStatus: company.walkingStatus,
});
