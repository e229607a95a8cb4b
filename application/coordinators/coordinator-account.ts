import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { CompanyProfile } from '../../domain/company.js';
import type { Coordinator } from '../../domain/coordinator.js';
import type { AppError } from '../errors.js';
import type { CompanyRepository } from '../ports/persistence.js';
import { useCase } from '../task.js';

/** A coordinator with the company it works for (as recorded: no answer shows its slotsFilled), as every coordinator answer shows it. */
export interface CoordinatorAccount {
  readonly coordinator: Coordinator;
  /** Null only in the moment between a company's deletion and its coordinators'. */
  readonly company: CompanyProfile | null;
}

/** What an administrator's edit answers: the account after it, and whether its password was set (for the audit log). */
export interface EditedCoordinator extends CoordinatorAccount {
  readonly passwordSet: boolean;
}

/** Pairs each coordinator with its company, in one query whatever the list's length. */
export const withCompanies = (
  companies: CompanyRepository,
  coordinators: readonly Coordinator[],
): TaskEither<AppError, CoordinatorAccount[]> =>
  useCase(async () => {
    const found = await companies.findProfilesByIds([
      ...new Set(coordinators.map((coordinator) => coordinator.companyId)),
    ]);
    const byId = new Map(found.map((company) => [company.id, company]));
    return coordinators.map((coordinator) => ({ coordinator, company: byId.get(coordinator.companyId) ?? null }));
  });

export const withCompany = (
  companies: CompanyRepository,
  coordinator: Coordinator,
): TaskEither<AppError, CoordinatorAccount> =>
  useCase(async () => ({
    coordinator,
    company: (await companies.findProfilesByIds([coordinator.companyId]))[0] ?? null,
  }));
