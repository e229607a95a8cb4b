import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import {
  DESK_SCAN_MESSAGES,
  MAX_SCANS_PER_SYNC,
  parseScanKey,
  scanTime,
  type ScanOutcome,
} from '../../domain/desk-scan.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, validation } from '../errors.js';
import type { DeskScan } from '../ports/persistence.js';
import { must, Refusal, refuse, useCase } from '../task.js';
import { CheckInByCode } from './check-in-by-code.js';

/** One scan as the desk sends it: its key, the code scanned or typed, and when. */
export interface SentScan {
  readonly key: string;
  readonly code: string;
  readonly scannedAt: string;
}

/** What became of one scan; `message` says why one was refused. */
export interface ScanAnswer {
  readonly key: string;
  readonly outcome: ScanOutcome;
  readonly message: string | null;
  readonly interviewId: string | null;
  /** When the student counts as checked in: the first scan's moment. */
  readonly checkedInAt: Date | null;
}

const refused = (key: string, message: string): ScanAnswer => ({
  key,
  outcome: 'refused',
  message,
  interviewId: null,
  checkedInAt: null,
});

/**
 * A check-in desk sends the scans it made offline (POST /interview/check-ins), each under a key of its
 * own. Each is taken by the rules of a check-in at the desk, with the moment it was scanned as the
 * check-in time, and answered on its own: checked in, already checked in, or refused with the reason
 * (a malformed key, code or time, a code of nobody here, an interview deleted meanwhile), which
 * changes nothing. A scan sent again under a key already taken answers as it did and changes nothing.
 */
export class SyncDeskScans extends Needs(['interviews', 'deskScans', 'clock'], {
  companyOfActor: CompanyOfActor,
  byCode: CheckInByCode,
}) {
  execute(actor: Actor, sent: readonly SentScan[]): TaskEither<AppError, ScanAnswer[]> {
    return useCase(async () => {
      if (sent.length > MAX_SCANS_PER_SYNC)
        return refuse(validation([{ field: 'scans', message: DESK_SCAN_MESSAGES.tooMany }]));
      const companyId = await must(this.deps.companyOfActor.find(actor));
      // One after another: two scans of one student in a sync meet as a second scan, never as a race.
      const answers: ScanAnswer[] = [];
      for (const scan of sent) answers.push(await this.take(companyId, scan));
      return answers;
    });
  }

  private async take(companyId: string, scan: SentScan): Promise<ScanAnswer> {
    const key = parseScanKey(scan.key);
    if (E.isLeft(key)) return refused(scan.key, key.left);
    const taken = await this.deps.deskScans.find(companyId, key.right);
    return taken === null ? this.takeNew(companyId, key.right, scan) : this.answerTaken(taken);
  }

  private async takeNew(companyId: string, key: string, scan: SentScan): Promise<ScanAnswer> {
    const now = this.deps.clock.now();
    const at = scanTime(scan.scannedAt, now);
    if (E.isLeft(at)) return refused(key, at.left);
    const checkedIn = await this.deps.byCode.checkIn(companyId, scan.code, at.right);
    if (checkedIn instanceof Refusal) return refused(key, checkedIn.error.message);
    const { interview, first } = checkedIn;
    // The same scan sent twice at once: whichever call wrote it, both count as its check-in.
    const outcome = first || interview.checkedInAt?.getTime() === at.right.getTime() ? 'checked-in' : 'already';
    const takenFirst = await this.deps.deskScans.record({
      companyId,
      key,
      outcome,
      interviewId: interview.id,
      scannedAt: at.right,
      receivedAt: now,
    });
    return takenFirst === null
      ? { key, outcome, message: null, interviewId: interview.id, checkedInAt: interview.checkedInAt }
      : { ...answerOf(takenFirst), checkedInAt: interview.checkedInAt };
  }

  /** A scan sent again: answered as it was taken, with the interview's check-in time as it is now. */
  private async answerTaken(taken: DeskScan): Promise<ScanAnswer> {
    const interview = await this.deps.interviews.findById(taken.interviewId);
    return { ...answerOf(taken), checkedInAt: interview?.checkedInAt ?? null };
  }
}

const answerOf = (taken: DeskScan): ScanAnswer => ({
  key: taken.key,
  outcome: taken.outcome,
  message: null,
  interviewId: taken.interviewId,
  checkedInAt: null,
});
