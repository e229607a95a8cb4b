import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { AppError } from '../errors.js';
import { storedFile } from '../files/stored-files.js';
import type { FileStorage, StoredFile } from '../ports/file-storage.js';
import type { CompanyRepository } from '../ports/persistence.js';
import { findCompany } from '../find-records.js';

export const NO_LOGO = 'This company has no logo';

/** A company's logo, shown to anyone (GET /company/logo/{id}). */
export class GetCompanyLogo {
  constructor(
    private readonly companies: CompanyRepository,
    private readonly files: FileStorage,
  ) {}

  execute(companyId: string): TE.TaskEither<AppError, StoredFile> {
    return pipe(
      findCompany(this.companies, companyId),
      TE.chain((company) => storedFile(this.files, company.logoKey, NO_LOGO)),
    );
  }
}
