import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { companyFigures, type FairReport, fairReport, reportRefusal } from '../../domain/company-report.js';
import { compareCompanyNames } from '../../domain/allocation.js';
import type { Interview } from '../../domain/interview.js';
import { type AppError, conflict } from '../errors.js';
import { GetFairSettings } from '../fair-settings/get-fair-settings.js';
import { must, refuse, useCase } from '../task.js';

/** The fair's report as every download of it reads it: the figures, and the zone its times are told in. */
export interface ReportFigures extends FairReport {
  readonly timeZone: string;
  readonly endedAt: Date;
}

/**
 * The companies' figures after the fair, each beside the fair's median over companies: the one
 * source every report download reads (a company's PDF and workbook, the administrators' sheet).
 * Refused (409) until the fair's last day is over.
 */
export class FairReportFigures extends Needs(
  ['companies', 'interviews', 'assessments', 'cvDownloads', 'clock', 'settings'],
  { fairSettings: GetFairSettings },
) {
  execute(): TaskEither<AppError, ReportFigures> {
    return useCase(async () => {
      const timeZone = this.deps.settings.eventTimezone;
      const { fairDays } = await must(this.deps.fairSettings.execute());
      const ended = reportRefusal(fairDays, this.deps.clock.now(), timeZone);
      if (E.isLeft(ended)) return refuse(conflict(ended.left));
      const [companies, interviews] = await Promise.all([
        this.deps.companies.listProfiles(),
        this.deps.interviews.list({}),
      ]);
      const byCompany = new Map<string, Interview[]>();
      for (const interview of interviews) {
        const own = byCompany.get(interview.companyId);
        if (own === undefined) byCompany.set(interview.companyId, [interview]);
        else own.push(interview);
      }
      const named = [...companies].sort((a, b) => compareCompanyNames(a.companyName, b.companyName));
      const figures = await Promise.all(
        named.map(async (company) =>
          companyFigures(
            company,
            byCompany.get(company.id) ?? [],
            await this.deps.assessments.listByCompany(company.id),
            await this.deps.cvDownloads.countForCompany(company.id),
          ),
        ),
      );
      return { ...fairReport(figures), timeZone, endedAt: ended.right };
    });
  }
}
