import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Company } from '../../domain/company.js';
import { type AppError, notFound } from '../errors.js';
import { NOT_FOUND_MESSAGES } from '../find-records.js';
import type { EventFeed } from '../ports/events.js';
import type { CompanyAccountChanges, CompanyRepository } from '../ports/persistence.js';
import type { PasswordHasher } from '../ports/security.js';
import { setPasswordEndingSessions } from '../sessions/account-power.js';
import { refuse, unique, useCase } from '../task.js';

export const COMPANY_USERNAME_TAKEN = 'A company with this username already exists';

/** The conflict message for each unique field of a company (design.md §2). */
export const COMPANY_UNIQUE_MESSAGES = { username: COMPANY_USERNAME_TAKEN } as const;

/**
 * Writes the changed fields of the company's account, and its new password when it has one (ending
 * every session the company had), and answers the record as stored. A company deleted in the
 * meantime is NotFound (the write changed nothing), so the caller can undo its own side effects,
 * such as a logo it stored for this write.
 */
export const replaceCompany = (
  companies: CompanyRepository,
  events: EventFeed,
  companyId: string,
  changes: CompanyAccountChanges,
  newPasswordHash: string | null,
): TaskEither<AppError, Company> =>
  useCase(async () => {
    await unique(() => companies.update(companyId, changes), COMPANY_UNIQUE_MESSAGES);
    if (newPasswordHash !== null) {
      await setPasswordEndingSessions(companies, events, 'company', companyId, newPasswordHash);
    }
    return (await companies.findById(companyId)) ?? refuse(notFound(NOT_FOUND_MESSAGES.company));
  });

/** The hash of the new password, or null when the password stays. */
export const newPasswordHash = (
  passwords: PasswordHasher,
  newPassword: string | null,
): TaskEither<AppError, string | null> =>
  useCase(async () => (newPassword === null ? null : passwords.hash(newPassword)));
