import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type ChangePasswordRequest, validateChangePassword } from '../../domain/change-password.js';
import {
  type Company,
  type CompanyAccountChanges,
  type CompanyAccountForm,
  validateCompanyAccount,
} from '../../domain/company.js';
import type { FieldFailure } from '../../domain/validation.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden, validation } from '../errors.js';
import { acceptLogo, changeWithLogo, type LogoUpload } from './company-logo.js';
import { findCompany } from '../find-records.js';
import { newPasswordHash, replaceCompany } from './company-records.js';
import { setPasswordEndingSessions } from '../sessions/account-power.js';
import { accountGone } from '../find-records.js';
import { must, refuse, useCase } from '../task.js';

export const NOT_OWN_ACCOUNT = 'A company can change only its own account';
export const NOTHING_TO_UPDATE = 'Nothing to update';

/** What the company's Account screen sends: its Save Profile form, its Change Password form, a logo, or several. */
export interface CompanyAccountUpdate {
  /** Null when the request leaves name, description and tags as they are. */
  readonly profile: CompanyAccountForm | null;
  /** Null when the request leaves the password as it is. */
  readonly password: ChangePasswordRequest | null;
  readonly logo: LogoUpload | null;
}

interface ValidUpdate {
  readonly profile: CompanyAccountChanges | null;
  readonly password: string | null;
}

/** Both forms' failures at once, each by the domain's own rules. */
const validateUpdate = (update: CompanyAccountUpdate): E.Either<AppError, ValidUpdate> => {
  if (update.profile === null && update.password === null && update.logo === null) {
    return E.left(validation([{ field: 'body', message: NOTHING_TO_UPDATE }]));
  }
  const profile = update.profile === null ? E.right(null) : validateCompanyAccount(update.profile);
  const password = update.password === null ? E.right(null) : validateChangePassword(update.password);
  const failures: FieldFailure[] = [
    ...(E.isLeft(profile) ? profile.left : []),
    ...(E.isLeft(password) ? password.left : []),
  ];
  if (E.isLeft(profile) || E.isLeft(password)) return E.left(validation(failures));
  return E.right({ profile: profile.right, password: password.right?.password ?? null });
};

/**
 * A company edits its own account (spec §2 /company/account, §7 POST /company/update/{id}): only
 * its name, description, tags, logo and password. Everything else is the administrator's. A
 * recruiter acting for the company changes the same profile, but the password they set is their
 * own login's, ending their own sessions only.
 */
export class UpdateCompanyAccount extends Needs(['companies', 'files', 'passwords', 'events', 'recruiters', 'units']) {
  execute(actor: Actor, companyId: string, update: CompanyAccountUpdate): TaskEither<AppError, Company> {
    return useCase(async () => {
      if (actor.role !== 'company' || actor.id !== companyId) return refuse(forbidden(NOT_OWN_ACCOUNT));
      const valid = validateUpdate(update);
      if (E.isLeft(valid)) return refuse(valid.left);
      const company = await must(findCompany(this.deps.companies, companyId));
      const accepted = await must(acceptLogo(update.logo));
      const passwordHash = await must(newPasswordHash(this.deps.passwords, valid.right.password));
      const { recruiterId } = actor;
      if (recruiterId !== undefined && passwordHash !== null) {
        const ended = await this.deps.units.allOrNothing(() =>
          setPasswordEndingSessions(this.deps.recruiters, this.deps.events, 'company', recruiterId, passwordHash),
        );
        if (!ended) return refuse(accountGone());
      }
      const companyPasswordHash = recruiterId === undefined ? passwordHash : null;
      const updated = await must(
        changeWithLogo(this.deps, company.id, accepted, () =>
          // Only the fields of the forms sent are written, so an admin's edit made meanwhile is kept.
          replaceCompany(
            this.deps.companies,
            this.deps.events,
            company.id,
            valid.right.profile ?? {},
            companyPasswordHash,
          ),
        ),
      );
      return updated;
    });
  }
}
