import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { AppError } from '../errors.js';
import { storedFile } from '../files/stored-files.js';
import type { StoredFile } from '../ports/file-storage.js';
import { findCompanyProfile } from '../find-records.js';
import { must, useCase } from '../task.js';

export const NO_LOGO = 'This company has no logo';

/** A company's logo, shown to anyone (GET /company/logo/{id}). */
export class GetCompanyLogo extends Needs(['companies', 'files']) {
  execute(companyId: string): TaskEither<AppError, StoredFile> {
    return useCase(async () => {
      const company = await must(findCompanyProfile(this.deps.companies, companyId));
      return must(storedFile(this.deps.files, company.logoKey, NO_LOGO));
    });
  }
}
