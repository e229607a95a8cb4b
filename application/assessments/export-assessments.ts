import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import {
  ASSESSMENT_COLUMNS,
  ASSESSMENTS_SHEET_NAME,
  assessmentRows,
  assessmentsFileName,
  type AssessmentRow,
} from '../../domain/assessment.js';
import type { CompanyProfile } from '../../domain/company.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { findCompanyProfile } from '../find-records.js';
import { TIME_COLUMN_WIDTH } from '../ports/documents.js';
import { must, useCase } from '../task.js';

/** A company's assessments workbook, its rows already read. */
export interface AssessmentsWorkbook {
  /** `<username>-assessments.xlsx` */
  readonly fileName: string;
  readonly rows: readonly AssessmentRow[];
  write(out: NodeJS.WritableStream): Promise<void>;
}

const byId = <T extends { readonly id: string }>(items: readonly T[]): ReadonlyMap<string, T> =>
  new Map(items.map((item) => [item.id, item]));

/**
 * Download Assessments (GET /interview/assessments.xlsx): the caller's company's interviewees, in
 * queue order, each with its assessment (blank when none), for the company and its coordinators only.
 */
export class ExportAssessments extends Needs(
  ['companies', 'interviews', 'students', 'panels', 'assessments', 'spreadsheets', 'settings'],
  { companyOfActor: CompanyOfActor },
) {
  execute(actor: Actor): TaskEither<AppError, AssessmentsWorkbook> {
    return useCase(async () => {
      const companyId = await must(this.deps.companyOfActor.find(actor));
      const company = await must(findCompanyProfile(this.deps.companies, companyId));
      const rows = await this.rowsOf(company);
      return {
        fileName: assessmentsFileName(company.username),
        rows,
        write: (out: NodeJS.WritableStream) =>
          this.deps.spreadsheets.write(
            [
              {
                name: ASSESSMENTS_SHEET_NAME,
                columns: ASSESSMENT_COLUMNS.map((column) => ({
                  header: column,
                  key: column,
                  ...(column === 'UpdatedAt' || column === 'InterviewTime' ? { width: TIME_COLUMN_WIDTH } : {}),
                })),
                rows,
              },
            ],
            out,
          ),
      };
    });
  }

  private async rowsOf(company: CompanyProfile): Promise<AssessmentRow[]> {
    const interviews = await this.deps.interviews.list({ companyId: company.id });
    const [students, panels, assessments] = await Promise.all([
      this.deps.students.findByIds([...new Set(interviews.map((interview) => interview.studentId))]),
      this.deps.panels.listByCompany(company.id),
      this.deps.assessments.listByCompany(company.id),
    ]);
    return assessmentRows(
      interviews,
      {
        students: byId(students),
        panels: byId(panels),
        assessments: new Map(assessments.map((assessment) => [assessment.interviewId, assessment])),
      },
      this.deps.settings.eventTimezone,
    );
  }
}
