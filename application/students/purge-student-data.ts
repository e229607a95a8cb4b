import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { auditSummary } from '../../domain/audit.js';
import { fairEnd, isDueForPurge, retentionEnd } from '../../domain/student-data.js';
import type { AppError } from '../errors.js';
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

/**
 * Once the fair's retention has passed (domain/student-data.ts), erases by the one rule
 * (StudentEraser) every student who has not signed in since the fair's last day: their CVs,
 * pictures and personal fields go with their account. Runs on a timer on every app server; the
 * purge of one fair is claimed through the store first, so of every server and every restart
 * exactly one runs it, and it is audited with its counts. Answers the counts, or null when this
 * run had nothing to do.
 */
export class PurgeStudentData extends Needs(['students', 'notifications', 'audit', 'ids', 'clock', 'settings'], {
  fairSettings: GetFairSettings,
  eraser: StudentEraser,
}) {
  execute(): TaskEither<AppError, PurgeCounts | null> {
    return useCase(async () => {
      const settings = await must(this.deps.fairSettings.execute());
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
    });
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
