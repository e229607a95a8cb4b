import { z } from 'zod';
import type { CoordinatorAccount } from '../../../application/coordinators/coordinator-account.js';
import type { CompanyProfile } from '../../../domain/company.js';
import type { Coordinator } from '../../../domain/coordinator.js';

export const CoordinatorSchema = z
  .strictObject({
    _id: z.string(),
    email: z.string(),
    name: z.string(),
    commonName: z.string(),
    contactNumber: z.string(),
    company: z.string().describe("The id of the coordinator's company"),
    companyName: z.string().nullable().describe('null once the company is gone'),
    role: z.literal('coordinator'),
  })
  .meta({ id: 'Coordinator' });

/** The company's name comes along for tables and the session badge; null if it is gone. */
export const coordinatorJson = (
  coordinator: Coordinator,
  company: CompanyProfile | null,
): z.infer<typeof CoordinatorSchema> => ({
  _id: coordinator.id,
  email: coordinator.email,
  name: coordinator.name,
  commonName: coordinator.name,
  contactNumber: coordinator.contactNumber,
  company: coordinator.companyId,
  companyName: company?.companyName ?? null,
  role: 'coordinator',
});

export const coordinatorAccountJson = (account: CoordinatorAccount) =>
  coordinatorJson(account.coordinator, account.company);
