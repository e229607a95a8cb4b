import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { AppError } from '../errors.js';
import { storedFile } from '../files/stored-files.js';
import type { FileStorage, StoredFile } from '../ports/file-storage.js';
import type { CompanyRepository } from '../ports/persistence.js';
import { findCompany } from '../find-records.js';
import { must, useCase } from '../task.js';

export const NO_LOGO = 'This company has no logo';

/** A company's logo, shown to anyone (GET /company/logo/{id}). */
export class GetCompanyLogo {
  static readonly needs = ['companies', 'files'] as const;

  constructor(
    private readonly companies: CompanyRepository,
    private readonly files: FileStorage,
  ) {}

  execute(companyId: string): TaskEither<AppError, StoredFile> {
    return useCase(async () => {
      const company = await must(findCompany(this.companies, companyId));
      return must(storedFile(this.files, company.logoKey, NO_LOGO));
    });
  }
}
