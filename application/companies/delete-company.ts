import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { AppError } from '../errors.js';
import type { FileStorage } from '../ports/file-storage.js';
import type {
  CompanyRepository,
  CoordinatorRepository,
  InterviewRepository,
  PanelRepository,
  StudentRepository,
} from '../ports/persistence.js';
import { attempt } from '../task.js';
import { discardLogo } from './company-logo.js';
import { findCompany } from './company-records.js';

/**
 * An administrator deletes a company with everything that belongs to it: its place in every
 * student's selection, its interviews, panels and coordinators, and its logo.
 *
 * What points at the company goes first, each before what it points at (interviews name panels),
 * so no reader ever meets a pointer to something already gone; then the company itself; then the
 * same sweep once more, for a selection, interview, panel or coordinator added while this ran;
 * and last the logo, once no record points at it.
 */
export class DeleteCompany {
  constructor(
    private readonly companies: CompanyRepository,
    private readonly coordinators: CoordinatorRepository,
    private readonly panels: PanelRepository,
    private readonly interviews: InterviewRepository,
    private readonly students: StudentRepository,
    private readonly files: FileStorage,
  ) {}

  execute(companyId: string): TE.TaskEither<AppError, void> {
    return pipe(
      findCompany(this.companies, companyId),
      TE.chainFirst(() => this.detachEverythingFrom(companyId)),
      TE.chainFirst(() => attempt(() => this.companies.delete(companyId))),
      TE.chainFirst(() => this.detachEverythingFrom(companyId)),
      TE.chainW((company) => discardLogo(this.files, company.logoKey)),
    );
  }

  private detachEverythingFrom(companyId: string): TE.TaskEither<AppError, void> {
    return attempt(async () => {
      await this.students.removeCompanyFromSelections(companyId);
      await this.interviews.deleteByCompany(companyId);
      await this.panels.deleteByCompany(companyId);
      await this.coordinators.deleteByCompany(companyId);
    });
  }
}
