import { z } from 'zod';
import { type Company, type CompanyProfile } from '../../../domain/company.js';
import { SESSIONS } from '../../../domain/session.js';
import type { Presented } from './presented.js';

/** The URL names the stored file, so a new logo gets a new URL and an old one may be cached for long. */
export const companyLogoUrl = (company: CompanyProfile): string | null =>
  company.logoKey ? `/rest/api/v1/company/logo/${company.id}?v=${company.logoKey}` : null;

const texts = () => z.array(z.string());
const logoUrl = () => z.string().nullable().describe("The logo's URL (GET /company/logo/{id}), null without a logo");

export const CompanySchema = z
  .strictObject({
    _id: z.string(),
    username: z.string(),
    email: z.string(),
    companyName: z.string(),
    description: z.string(),
    tags: texts(),
    contactPerson: z.string(),
    contactPersonTP: z.string(),
    numberOfInterviews: z.number(),
    session: z.enum(SESSIONS),
    panelsCount: z.number(),
    areas: texts(),
    panels: texts(),
    image: logoUrl(),
    displayImage: logoUrl().describe(
      "The spec's name for the logo (§3): the same URL as image (GET /company/logo/{id}), null without a logo",
    ),
    slotsFilled: z.number(),
    walkingStatus: z.boolean(),
    role: z.literal('company'),
  })
  .meta({ id: 'Company', description: 'A company with its contacts, counts and walk-in state' });

export const CompanyPublicSchema = z
  .strictObject({
    _id: z.string(),
    companyName: z.string(),
    username: z.string(),
    tags: texts(),
    description: z.string(),
    panels: texts(),
    areas: texts(),
    image: logoUrl(),
  })
  .meta({ id: 'CompanyPublic', description: 'What any signed-in user may see of a company' });

export const WalkInCompanySchema = CompanyPublicSchema.extend({ walkingStatus: z.boolean() }).meta({
  id: 'WalkInCompany',
  description: "A company in the students' walk-in list",
});

export const companyJson = (company: Company): Presented<typeof CompanySchema> => ({
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
  displayImage: companyLogoUrl(company),
  slotsFilled: company.slotsFilled,
  walkingStatus: company.walkingStatus,
  role: 'company',
});

/** What any signed-in user may see of a company: no contacts, counts or walk-in state. */
export const companyPublicJson = (company: CompanyProfile): Presented<typeof CompanyPublicSchema> => ({
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
export const walkInCompanyJson = (company: CompanyProfile): Presented<typeof WalkInCompanySchema> => ({
  ...companyPublicJson(company),
  walkingStatus: company.walkingStatus,
});
