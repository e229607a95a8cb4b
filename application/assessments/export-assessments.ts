import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import {
  ASSESSMENT_COLUMNS,
  ASSESSMENTS_SHEET_NAME,
  assessmentRows,
  assessmentsFileName,
  type AssessmentRow,
} from '../../domain/assessment.js';
import type { Company } from '../../domain/company.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { findCompany } from '../find-records.js';
import { type SpreadsheetWriter, TIME_COLUMN_WIDTH } from '../ports/documents.js';
import type {
  AssessmentRepository,
  CompanyRepository,
  InterviewRepository,
  PanelRepository,
  StudentRepository,
} from '../ports/persistence.js';
import type { PortalSettings } from '../settings.js';
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
export class ExportAssessments {
  static readonly needs = [
    'companies',
    'interviews',
    'students',
    'panels',
    'assessments',
    CompanyOfActor,
    'spreadsheets',
    'settings',
  ] as const;

  constructor(
    private readonly companies: CompanyRepository,
    private readonly interviews: InterviewRepository,
    private readonly students: StudentRepository,
    private readonly panels: PanelRepository,
    private readonly assessments: AssessmentRepository,
    private readonly companyOfActor: CompanyOfActor,
    private readonly spreadsheets: SpreadsheetWriter,
    private readonly settings: PortalSettings,
  ) {}

  execute(actor: Actor): TaskEither<AppError, AssessmentsWorkbook> {
    return useCase(async () => {
      const companyId = await must(this.companyOfActor.find(actor));
      const company = await must(findCompany(this.companies, companyId));
      const rows = await this.rowsOf(company);
      return {
        fileName: assessmentsFileName(company.username),
        rows,
        write: (out: NodeJS.WritableStream) =>
          this.spreadsheets.write(
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

  private async rowsOf(company: Company): Promise<AssessmentRow[]> {
    const interviews = await this.interviews.list({ companyId: company.id });
    const [students, panels, assessments] = await Promise.all([
      this.students.findByIds([...new Set(interviews.map((interview) => interview.studentId))]),
      this.panels.listByCompany(company.id),
      this.assessments.listByCompany(company.id),
    ]);
    return assessmentRows(
      interviews,
      {
        students: byId(students),
        panels: byId(panels),
        assessments: new Map(assessments.map((assessment) => [assessment.interviewId, assessment])),
      },
      this.settings.eventTimezone,
    );
  }
}
