import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { type Company, validateCompanyEdit } from '../../domain/company.js';
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

/**
 * An administrator edits any field of a company (spec §7 POST /company/update/{id}); an empty
 * password keeps the old one. slotsFilled and walkingStatus are not the form's to change.
 */
export class EditCompany {
  constructor(
    private readonly companies: CompanyRepository,
    private readonly files: FileStorage,
    private readonly passwords: PasswordHasher,
    private readonly events: EventFeed,
  ) {}

  execute(companyId: string, { form, logo }: CompanySubmission): TE.TaskEither<AppError, Company> {
    return pipe(
      findCompany(this.companies, companyId),
      TE.chain((company) =>
        pipe(
          TE.fromEither(validateCompanyEdit(form)),
          TE.mapLeft(validation),
          TE.chain((valid) =>
            pipe(
              acceptLogo(logo),
              TE.chain((accepted) =>
                pipe(
                  newPasswordHash(this.passwords, valid.password),
                  TE.chain((passwordHash) => {
                    const { password: _password, ...details } = valid;
                    return changeWithLogo(this.files, this.companies, company.id, accepted, () =>
                      replaceCompany(this.companies, this.events, company.id, details, passwordHash),
                    );
                  }),
                ),
              ),
            ),
          ),
        ),
      ),
      TE.chainFirst((edited) => announce(this.events, companyChanged(edited.id))),
    );
  }
}
