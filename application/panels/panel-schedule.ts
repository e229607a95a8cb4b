import { Needs } from '../needs.js';
import { INTERVIEW_STATUSES } from '../../domain/interview.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import {
  type ScheduleDay,
  type ScheduleEntry,
  scheduleDays,
  scheduleFileName,
  scheduleTime,
} from '../../domain/panel-schedule.js';
import type { CompanyProfile } from '../../domain/company.js';
import type { Panel } from '../../domain/panel.js';
import { displayName } from '../../domain/student.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { findCompanyProfile, findPanel } from '../find-records.js';
import { TIME_COLUMN_WIDTH } from '../ports/documents.js';
import { must, useCase } from '../task.js';

/** A panel's schedule, per day: what the printable page shows and the downloads hold. */
export interface PanelSchedule {
  readonly panel: Panel;
  readonly company: CompanyProfile;
  readonly timeZone: string;
  readonly days: readonly ScheduleDay[];
}

/** A schedule written straight into the response. */
export interface ScheduleDocument {
  readonly fileName: string;
  write(out: NodeJS.WritableStream): Promise<void>;
}

const COLUMNS = ['Queue', 'Time', 'Student', 'Index Number'] as const;

/**
 * The schedule of one panel to hand out (GET /panel/{id}/schedule, .pdf, .xlsx): its interviews by
 * day on the event's clock in queue order, and those with no time yet; all days, or one day.
 * For an admin, the panel's company and its coordinators.
 */
export class ShowPanelSchedule extends Needs(
  ['panels', 'companies', 'interviews', 'students', 'settings', 'spreadsheets', 'pdfs'],
  { companyOfActor: CompanyOfActor },
) {
  execute(actor: Actor, panelId: string, day?: string): TaskEither<AppError, PanelSchedule> {
    return useCase(async () => {
      const panel = await must(findPanel(this.deps.panels, panelId));
      await must(this.deps.companyOfActor.requireOrAdmin(actor, panel.companyId));
      const company = await must(findCompanyProfile(this.deps.companies, panel.companyId));
      const timeZone = this.deps.settings.eventTimezone;
      return { panel, company, timeZone, days: scheduleDays(await this.entries(panel), timeZone, day) };
    });
  }

  /** The schedule as an .xlsx workbook: a sheet per day, "No time yet" last. */
  xlsx(actor: Actor, panelId: string, day?: string): TaskEither<AppError, ScheduleDocument> {
    return useCase(async () => {
      const schedule = await must(this.execute(actor, panelId, day));
      return {
        fileName: scheduleFileName(schedule.panel.panelName, day, 'xlsx'),
        write: (out) =>
          this.deps.spreadsheets.write(
            (schedule.days.length > 0 ? schedule.days : [{ heading: 'Schedule', entries: [] }]).map((group) => ({
              name: group.heading,
              columns: [
                { header: COLUMNS[0], key: 'queue', width: 8 },
                { header: COLUMNS[1], key: 'time', width: TIME_COLUMN_WIDTH },
                { header: COLUMNS[2], key: 'student', width: 32 },
                { header: COLUMNS[3], key: 'indexNumber', width: 16 },
              ],
              rows: group.entries.map((entry) => ({
                ...(entry.queue === null ? {} : { queue: entry.queue }),
                ...(entry.time === null ? {} : { time: entry.time }),
                student: entry.studentName,
                indexNumber: entry.indexNumber,
              })),
            })),
            out,
          ),
      };
    });
  }

  /** The schedule as a PDF: a table per day under its heading, "No time yet" last. */
  pdf(actor: Actor, panelId: string, day?: string): TaskEither<AppError, ScheduleDocument> {
    return useCase(async () => {
      const { panel, company, timeZone, days } = await must(this.execute(actor, panelId, day));
      return {
        fileName: scheduleFileName(panel.panelName, day, 'pdf'),
        write: (out) =>
          this.deps.pdfs.write(
            {
              title: `${panel.panelName}: interview schedule`,
              subtitle: `${company.companyName}. Times on the event's clock (${timeZone}).`,
              tables: days.map((group) => ({
                heading: group.heading,
                columns: COLUMNS,
                rows: group.entries.map((entry) => [
                  entry.queue === null ? '' : String(entry.queue),
                  scheduleTime(entry, timeZone),
                  entry.studentName,
                  entry.indexNumber,
                ]),
              })),
            },
            out,
          ),
      };
    });
  }

  private async entries(panel: Panel): Promise<ScheduleEntry[]> {
    // A cancelled interview is no one's time any more: the schedule leaves it out.
    const interviews = await this.deps.interviews.list({
      companyId: panel.companyId,
      panelId: panel.id,
      status: INTERVIEW_STATUSES.filter((status) => status !== 'cancelled'),
    });
    const students = new Map(
      (await this.deps.students.findByIds([...new Set(interviews.map((i) => i.studentId))])).map((s) => [s.id, s]),
    );
    return interviews.flatMap((interview) => {
      const student = students.get(interview.studentId);
      return student
        ? [
            {
              queue: interview.panelQueue,
              time: interview.time,
              studentName: displayName(student),
              indexNumber: student.indexNumber,
            },
          ]
        : [];
    });
  }
}
