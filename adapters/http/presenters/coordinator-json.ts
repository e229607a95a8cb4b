import type { CoordinatorAccount } from '../../../application/coordinators/coordinator-account.js';
import type { Company } from '../../../domain/company.js';
import type { Coordinator } from '../../../domain/coordinator.js';

/** The company's name comes along for tables and the session badge; null if it is gone. */
export const coordinatorJson = (coordinator: Coordinator, company: Company | null) => ({
  _id: coordinator.id,
  email: coordinator.email,
  name: coordinator.name,
  commonName: coordinator.name,
  contactNumber: coordinator.contactNumber,
  company: coordinator.companyId,
  companyName: company?.companyName ?? null,
  role: 'coordinator' as const,
});

export const coordinatorAccountJson = (account: CoordinatorAccount) =>
  coordinatorJson(account.coordinator, account.company);
