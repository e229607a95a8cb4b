import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { AppError } from '../errors.js';
import { must, useCase } from '../task.js';
import { CompanyCvBundle, type CvBundle } from './company-cv-bundle.js';

/** Every company's CV bundle, for the operator who collects them all at once (the CLI's cv-bundles). */
export class EveryCvBundle extends Needs(['companies'], { bundles: CompanyCvBundle }) {
  /** One bundle per company, in the companies' order, including those that would be empty. */
  execute(): TaskEither<AppError, CvBundle[]> {
    return useCase(async () => {
      const bundles: CvBundle[] = [];
      for (const company of await this.deps.companies.list()) bundles.push(await must(this.deps.bundles.of(company)));
      return bundles;
    });
  }
}
