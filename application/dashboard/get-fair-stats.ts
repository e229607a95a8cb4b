import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { fairStats, studentsInCurrentInterviews, type FairStats } from '../../domain/fair-stats.js';
import type { AppError } from '../errors.js';
import type {
  CompanyRepository,
  InterviewRepository,
  PanelRepository,
  StudentRepository,
} from '../ports/persistence.js';
import type { PortalSettings } from '../settings.js';
import { useCase } from '../task.js';

/** The organizer's live dashboard (GET /admin/stats): every figure, from four queries. */
export class GetFairStats {
  static readonly needs = ['companies', 'panels', 'interviews', 'students', 'settings'] as const;

  constructor(
    private readonly companies: CompanyRepository,
    private readonly panels: PanelRepository,
    private readonly interviews: InterviewRepository,
    private readonly students: StudentRepository,
    private readonly settings: Pick<PortalSettings, 'eventTimezone'>,
  ) {}

  execute(): TaskEither<AppError, FairStats> {
    return useCase(async () => {
      const [companies, panels, interviews] = await Promise.all([
        this.companies.list(),
        this.panels.list(),
        this.interviews.list({}),
      ]);
      const current = await this.students.findByIds(studentsInCurrentInterviews(interviews));
      return fairStats({
        companies,
        panels,
        interviews,
        studentNames: new Map(current.map((student) => [student.id, student.fullName])),
        timeZone: this.settings.eventTimezone,
      });
    });
  }
}
