import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type Company, type CompanyForm, validateNewCompany } from '../../domain/company.js';
import { AccountEmails } from '../account-emails.js';
import type { Actor } from '../actor.js';
import { type AppError, validation } from '../errors.js';
import { must, refuse, unique, useCase } from '../task.js';
import { acceptLogo, type LogoUpload, writeWithLogo } from './company-logo.js';
import { COMPANY_UNIQUE_MESSAGES } from './company-records.js';
import { FIRST_SESSION_VERSION } from '../../domain/account-session.js';
import { companyCreated } from './company-audit.js';

/** The admin's company form with its optional logo. */
export interface CompanySubmission {
  readonly form: CompanyForm;
  readonly logo: LogoUpload | null;
}

/**
 * An administrator adds a company (spec §7 POST /company/create). A new company has no
 * selections and its walk-in is closed: slotsFilled and walkingStatus are never taken from the form.
 */
export class CreateCompany extends Needs(['companies', 'files', 'passwords', 'ids', 'clock'], {
  emails: AccountEmails,
}) {
  static readonly audit = companyCreated;

  execute(_actor: Actor, { form, logo }: CompanySubmission): TaskEither<AppError, Company> {
    return useCase(async () => {
      const valid = validateNewCompany(form);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      await this.deps.emails.mustBeFree(valid.right.email);
      const accepted = await must(acceptLogo(logo));
      const { password, ...details } = valid.right;
      const passwordHash = await this.deps.passwords.hash(password);
      return must(
        writeWithLogo(this.deps.files, accepted, (logoKey) =>
          useCase(async () => {
            const company: Company = {
              ...details,
              id: this.deps.ids.next(),
              passwordHash,
              logoKey,
              slotsFilled: 0,
              walkingStatus: false,
              sessionVersion: FIRST_SESSION_VERSION,
              createdAt: this.deps.clock.now(),
            };
            await unique(() => this.deps.companies.add(company), COMPANY_UNIQUE_MESSAGES);
            return company;
          }),
        ),
      );
    });
  }
}
