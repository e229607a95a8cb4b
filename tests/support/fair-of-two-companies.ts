import type { CompanyOverrides } from './company-accounts.js';
import { staffedCompany, type StaffedCompany } from './fair-operations.js';
import { startPortalWithFirstAdmin, type TestPortal } from './portal-harness.js';

/** The stage most HTTP tests of the fair's operations start from: a fresh portal, its first admin, two staffed companies. */
export interface FairOfTwoCompanies {
  readonly portal: TestPortal;
  readonly adminToken: string;
  readonly acme: StaffedCompany;
  readonly globex: StaffedCompany;
}

/** Starts a portal, signs its first admin in and staffs acme, then globex, each with the overrides given. */
export const startFairOfTwoCompanies = async (
  companies: { readonly acme?: CompanyOverrides; readonly globex?: CompanyOverrides } = {},
): Promise<FairOfTwoCompanies> => {
  const { portal, admin: adminToken } = await startPortalWithFirstAdmin();
  const acme = await staffedCompany(portal, adminToken, companies.acme);
  const globex = await staffedCompany(portal, adminToken, companies.globex);
  return { portal, adminToken, acme, globex };
};

/** Companies named as a reader of their calendars and clash messages expects to see them. */
export const ACME_ROBOTICS_AND_GLOBEX_POWER = {
  acme: { companyName: 'Acme Robotics' },
  globex: { companyName: 'Globex Power' },
} as const;
