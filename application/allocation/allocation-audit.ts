import type { AdminAction } from '../../domain/audit.js';
import type { AllocationOutcome } from './allocate-interviews.js';

/** What the audit log keeps of an applied allocation: the companies given places; nothing for a dry run. */
export const allocationApplied = ({ dryRun, plan, created }: AllocationOutcome): AdminAction | null => {
  if (dryRun) return null;
  const reserves = plan.companies.reduce((sum, company) => sum + company.reserves.length, 0);
  return {
    action: 'allocation.applied',
    targets: plan.companies.filter((company) => company.placed.length > 0).map((company) => company.companyId),
    summary: `Applied the allocation: ${created.length} interviews created, ${reserves} students on reserve lists`,
  };
};
