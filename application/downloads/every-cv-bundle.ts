import * as A from 'fp-ts/lib/Array.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { AppError } from '../errors.js';
import type { CompanyRepository } from '../ports/persistence.js';
import { attempt } from '../task.js';
import type { CompanyCvBundle, CvBundle } from './company-cv-bundle.js';

/** Every company's CV bundle, for the operator who collects them all at once (the CLI's cv-bundles). */
export class EveryCvBundle {
  constructor(
    private readonly companies: CompanyRepository,
    private readonly bundles: CompanyCvBundle,
  ) {}

  /** One bundle per company, in the companies' order, including those that would be empty. */
  execute(): TE.TaskEither<AppError, CvBundle[]> {
    return pipe(
      attempt(() => this.companies.list()),
      TE.chain((companies) =>
        pipe(
          [...companies],
          A.traverse(TE.ApplicativeSeq)((company) => this.bundles.of(company)),
        ),
      ),
    );
  }
}
