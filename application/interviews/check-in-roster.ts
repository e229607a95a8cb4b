import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { displayName } from '../../domain/student.js';
import type { InterviewStatus } from '../../domain/interview.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { must, useCase } from '../task.js';

/** One interview on a desk's roster: whose it is, and the digest of their check-in code. */
export interface RosterEntry {
  readonly interviewId: string;
  readonly studentName: string;
  readonly indexNumber: string;
  /** SHA-256 of the student's code as compared, in hex: it finds a scanned code, and is none. */
  readonly codeDigest: string;
  readonly status: InterviewStatus;
  readonly checkedInAt: Date | null;
}

/**
 * The check-in desk's roster (GET /interview/check-in-roster): every interview of the caller's
 * company with its student's name and index number and the digest of their check-in code, which the
 * desk keeps so that it can tell whose a scanned code is while the network is down.
 */
export class CheckInRoster extends Needs(['interviews', 'students', 'checkInCodeMaker'], {
  companyOfActor: CompanyOfActor,
}) {
  execute(actor: Actor): TaskEither<AppError, RosterEntry[]> {
    return useCase(async () => {
      const companyId = await must(this.deps.companyOfActor.find(actor));
      const interviews = await this.deps.interviews.list({ companyId });
      const students = new Map(
        (await this.deps.students.findByIds([...new Set(interviews.map((i) => i.studentId))])).map((s) => [s.id, s]),
      );
      return interviews.flatMap((interview): RosterEntry[] => {
        const student = students.get(interview.studentId);
        if (student === undefined) return [];
        return [
          {
            interviewId: interview.id,
            studentName: displayName(student),
            indexNumber: student.indexNumber,
            codeDigest: this.deps.checkInCodeMaker.rosterDigestOf(this.deps.checkInCodeMaker.codeOf(student.id)),
            status: interview.status,
            checkedInAt: interview.checkedInAt,
          },
        ];
      });
    });
  }
}
