import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { AppError } from '../errors.js';
import { findCompanyProfile } from '../find-records.js';
import { must, useCase } from '../task.js';

/** Whether a company's walk-in interviews are open; any signed-in account may ask. */
export class GetWalkingStatus extends Needs(['companies']) {
  execute(companyId: string): TaskEither<AppError, boolean> {
    return useCase(async () => (await must(findCompanyProfile(this.deps.companies, companyId))).walkingStatus);
  }
}
