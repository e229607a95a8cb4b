import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { type AppError, notFound } from '../errors.js';
import type { FileStorage, StoredFile } from '../ports/file-storage.js';
import type { CompanyRepository } from '../ports/persistence.js';
import { attempt, required } from '../task.js';
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
      TE.map((company) => company.logoKey),
      TE.chain(required(notFound(NO_LOGO))),
      TE.chain((logoKey) => attempt(() => this.files.get(logoKey))),
      TE.chain(required(notFound(NO_LOGO))),
    );
  }
}
