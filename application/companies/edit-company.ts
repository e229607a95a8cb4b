import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type Company, validateCompanyEdit } from '../../domain/company.js';
import { AccountEmails } from '../account-emails.js';
import type { Actor } from '../actor.js';
import { type AppError, validation } from '../errors.js';
import { acceptLogo, changeWithLogo } from './company-logo.js';
import { findCompany } from '../find-records.js';
import { newPasswordHash, replaceCompany } from './company-records.js';
import type { CompanySubmission } from './create-company.js';
import { must, refuse, useCase } from '../task.js';
import { companyEdited } from './company-audit.js';

/**
 * An administrator edits any field of a company (spec §7 POST /company/update/{id}); an empty
 * password keeps the old one. slotsFilled and walkingStatus are not the form's to change.
 */
export class EditCompany extends Needs(['companies', 'files', 'passwords', 'events', 'units'], { emails: AccountEmails }) {
  static readonly audit = companyEdited;

  execute(_actor: Actor, companyId: string, { form, logo }: CompanySubmission): TaskEither<AppError, Company> {
    return useCase(async () => {
      const company = await must(findCompany(this.deps.companies, companyId));
      const valid = validateCompanyEdit(form);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      await this.deps.emails.mustBeFree(valid.right.email, company.id);
      const accepted = await must(acceptLogo(logo));
      const { password, ...details } = valid.right;
      const passwordHash = await must(newPasswordHash(this.deps.passwords, password));
      const edited = await must(
        changeWithLogo(this.deps, company.id, accepted, () =>
          replaceCompany(this.deps.companies, this.deps.events, company.id, details, passwordHash),
        ),
      );
      return edited;
    });
  }
}
