import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type Company, type CompanyForm, validateNewCompany } from '../../domain/company.js';
import { AccountEmails } from '../account-emails.js';
import type { Actor } from '../actor.js';
import { type AppError, validation } from '../errors.js';
import type { FileStorage } from '../ports/file-storage.js';
import type { CompanyRepository } from '../ports/persistence.js';
import type { PasswordHasher } from '../ports/security.js';
import type { Clock, IdGenerator } from '../ports/system.js';
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
export class CreateCompany {
  static readonly needs = ['companies', AccountEmails, 'files', 'passwords', 'ids', 'clock'] as const;
  static readonly audit = companyCreated;

  constructor(
    private readonly companies: CompanyRepository,
    private readonly emails: AccountEmails,
    private readonly files: FileStorage,
    private readonly passwords: PasswordHasher,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  execute(_actor: Actor, { form, logo }: CompanySubmission): TaskEither<AppError, Company> {
    return useCase(async () => {
      const valid = validateNewCompany(form);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      await this.emails.mustBeFree(valid.right.email);
      const accepted = await must(acceptLogo(logo));
      const { password, ...details } = valid.right;
      const passwordHash = await this.passwords.hash(password);
      return must(
        writeWithLogo(this.files, accepted, (logoKey) =>
          useCase(async () => {
            const company: Company = {
              ...details,
              id: this.ids.next(),
              passwordHash,
              logoKey,
              slotsFilled: 0,
              walkingStatus: false,
              sessionVersion: FIRST_SESSION_VERSION,
              createdAt: this.clock.now(),
            };
            await unique(() => this.companies.add(company), COMPANY_UNIQUE_MESSAGES);
            return company;
          }),
        ),
      );
    });
  }
}
