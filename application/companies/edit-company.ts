import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type Company, validateCompanyEdit } from '../../domain/company.js';
import { AccountEmails } from '../account-emails.js';
import type { Actor } from '../actor.js';
import { type AppError, validation } from '../errors.js';
import { announce, companyChanged } from '../fair-events.js';
import type { EventFeed } from '../ports/events.js';
import type { FileStorage } from '../ports/file-storage.js';
import type { CompanyRepository } from '../ports/persistence.js';
import type { PasswordHasher } from '../ports/security.js';
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
export class EditCompany {
  static readonly needs = ['companies', AccountEmails, 'files', 'passwords', 'events'] as const;
  static readonly audit = companyEdited;

  constructor(
    private readonly companies: CompanyRepository,
    private readonly emails: AccountEmails,
    private readonly files: FileStorage,
    private readonly passwords: PasswordHasher,
    private readonly events: EventFeed,
  ) {}

  execute(_actor: Actor, companyId: string, { form, logo }: CompanySubmission): TaskEither<AppError, Company> {
    return useCase(async () => {
      const company = await must(findCompany(this.companies, companyId));
      const valid = validateCompanyEdit(form);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      await this.emails.mustBeFree(valid.right.email, company.id);
      const accepted = await must(acceptLogo(logo));
      const { password, ...details } = valid.right;
      const passwordHash = await must(newPasswordHash(this.passwords, password));
      const edited = await must(
        changeWithLogo(this.files, this.companies, company.id, accepted, () =>
          replaceCompany(this.companies, this.events, company.id, details, passwordHash),
        ),
      );
      await must(announce(this.events, companyChanged(edited.id)));
      return edited;
    });
  }
}
