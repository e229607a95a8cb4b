import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { auditSummary } from '../../domain/audit.js';
import { fairEnd, isDueForPurge, retentionEnd } from '../../domain/student-data.js';
import type { AppError } from '../errors.js';
import type { StoredFairSettings } from '../../domain/fair-settings.js';
import { GetFairSettings } from '../fair-settings/get-fair-settings.js';
import { must, useCase } from '../task.js';
import { StudentEraser } from './student-eraser.js';

/** What one purge removed. */
export interface PurgeCounts {
  readonly students: number;
  readonly cvs: number;
  readonly pictures: number;
}

/** Who the audit log names for the purge: no account, the portal's own scheduled job. */
export const PURGE_ACTOR = { id: 'retention-purge', name: 'scheduled purge' } as const;

/** Students read at a time. */
const BATCH = 100;

/** The settings that say a fair's days and how long its students' data is kept. */
type RetentionOfFair = Pick<StoredFairSettings, 'fairDays' | 'retentionDays' | 'cvDownloadDays'>;

/**
 * Once a fair's retention has passed (domain/student-data.ts), erases by the one rule
 * (StudentEraser) every student who has not signed in since that fair's last day: their CVs,
 * pictures and personal fields go with their account. Each fair, the current one and every past one
 * (docs/fairs.md), keeps its own days and retention. Runs on a timer on every app server; the purge
 * of one fair is claimed through the store first, so of every server and every restart exactly one
 * runs it, and it is audited with its counts. Answers the counts of the purges this run made, or
 * null when it had nothing to do.
 */
export class PurgeStudentData extends Needs(
  ['students', 'notifications', 'audit', 'ids', 'clock', 'settings', 'fairs', 'fairArchive'],
  { fairSettings: GetFairSettings, eraser: StudentEraser },
) {
  execute(): TaskEither<AppError, PurgeCounts | null> {
    return useCase(async () => {
      const made: PurgeCounts[] = [];
      for (const retention of await this.retentionOfEveryFair()) {
        const counts = await this.purgeIfDue(retention);
        if (counts !== null) made.push(counts);
      }
      return made.length === 0
        ? null
        : made.reduce((sum, counts) => ({
            students: sum.students + counts.students,
            cvs: sum.cvs + counts.cvs,
            pictures: sum.pictures + counts.pictures,
          }));
    });
  }

  /** The current fair's settings, then each past fair's as they were when it ended. */
  private async retentionOfEveryFair(): Promise<RetentionOfFair[]> {
    const current = await must(this.deps.fairSettings.execute());
    const past = [];
    for (const fair of await this.deps.fairs.list()) {
      if (!fair.current) past.push(await (await this.deps.fairArchive.recordsOf(fair.id)).fairSettings.get());
    }
    return [current, ...past];
  }

  private async purgeIfDue(settings: RetentionOfFair): Promise<PurgeCounts | null> {
    const timeZone = this.deps.settings.eventTimezone;
    const now = this.deps.clock.now();
    const end = fairEnd(settings.fairDays, timeZone);
    const due = retentionEnd(settings, timeZone);
    if (end === null || due === null || now.getTime() < due.getTime()) return null;
    if (!(await this.deps.notifications.claim(`student-data-purge:${end.toISOString()}`, now))) return null;
    const counts = await this.purgeNotSignedInSince(end);
    await this.deps.audit.insert({
      id: this.deps.ids.next(),
      at: now,
      adminId: PURGE_ACTOR.id,
      adminEmail: PURGE_ACTOR.name,
      role: 'admin',
      action: 'students.purged',
      targets: [],
      summary: auditSummary(
        `Purged the data of ${counts.students} students who had not signed in since the fair's last day, ${settings.retentionDays} days on (${counts.cvs} CVs, ${counts.pictures} pictures)`,
      ),
    });
    return counts;
  }

  private async purgeNotSignedInSince(end: Date): Promise<PurgeCounts> {
    const ids = await this.deps.students.idsNotSignedInSince(end);
    let students = 0;
    let cvs = 0;
    let pictures = 0;
    for (let start = 0; start < ids.length; start += BATCH) {
      for (const student of await this.deps.students.findByIds(ids.slice(start, start + BATCH))) {
        if (!isDueForPurge(student, end)) continue;
        const files = await this.deps.eraser.erase(student);
        students++;
        cvs += files.cvs;
        pictures += files.pictures;
      }
    }
    return { students, cvs, pictures };
  }
}
