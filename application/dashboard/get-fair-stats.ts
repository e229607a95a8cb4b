import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { fairStatsFromTallies, studentsInCurrentTallies, type FairStats } from '../../domain/fair-stats.js';
import type { AppError } from '../errors.js';
import { must, useCase } from '../task.js';
import { RecountCompanyFigures } from './recount-company-figures.js';

/**
 * The organizer's live dashboard (GET /admin/stats): every figure, from the companies, the panels
 * and each company's tally kept as its interviews change (a missing tally is made first), never
 * from every interview of the fair; the recounts this server has heard are needed for wait first.
 * `recount` makes every tally again from the interviews.
 */
export class GetFairStats extends Needs(['companies', 'panels', 'fairFigures', 'students', 'settings'], {
  recountCompany: RecountCompanyFigures,
}) {
  execute({ recount = false }: { readonly recount?: boolean } = {}): TaskEither<AppError, FairStats> {
    return useCase(async () => {
      await this.deps.recountCompany.settle();
      if (recount) await this.deps.fairFigures.clear();
      const [companies, panels] = await Promise.all([this.deps.companies.list(), this.deps.panels.list()]);
      const stored = await this.deps.fairFigures.find(companies.map((company) => company.id));
      const missing = companies.filter((company) => !stored.has(company.id));
      const made = await Promise.all(missing.map((company) => must(this.deps.recountCompany.execute(company.id))));
      const tallies = new Map([...stored, ...made.map((tally) => [tally.companyId, tally] as const)]);
      return fairStatsFromTallies({
        companies,
        panels,
        tallies,
        studentNames: await this.deps.students.fullNamesOf(studentsInCurrentTallies([...tallies.values()])),
        timeZone: this.deps.settings.eventTimezone,
      });
    });
  }
}
