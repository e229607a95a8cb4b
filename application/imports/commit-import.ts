import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { IMPORT_MESSAGES, type ColumnMapping, type ImportKind } from '../../domain/import-rows.js';
import { newStudentAccount } from '../../domain/sign-up.js';
import { ROLE_FORGOT_PASSWORD_PATHS } from '../../domain/forgot-password.js';
import type { ImportedStudent } from '../../domain/import-rows.js';
import type { Student } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import { type AppError, notFound } from '../errors.js';
import { QueueMails } from '../messages/mail-queue.js';
import { refuse, useCase } from '../task.js';
import { importCommitted } from './import-audit.js';
import { ImportDrafts } from './import-drafts.js';
import { ImportedCompanies } from './imported-companies.js';
import { invitationMail, NO_PASSWORD_YET } from './invitation-mail.js';

/** What an import did: how many rows it created, skipped as an account's already, and left as invalid. */
export interface ImportOutcome {
  readonly kind: ImportKind;
  readonly created: number;
  readonly existing: number;
  readonly invalid: number;
  /** The coordinators a companies' import created with its companies; 0 for students. */
  readonly coordinators: number;
  /** The accounts created: students, or companies and then their coordinators. */
  readonly createdIds: readonly string[];
}

/** Accounts written, and their invitations queued, this many at a time. */
const BATCH_SIZE = 500;

/**
 * An administrator commits an import (docs/import.md): the draft is judged once more against the
 * accounts the portal has now, and only its valid rows are created (students in batches, companies
 * one by one with their coordinators); a row whose e-mail, index number or username an account took
 * meanwhile is skipped as existing, so importing the same file again creates nothing new. Each
 * account created is sent an invitation to choose its password, through the outgoing mail queue.
 * The draft is spent first: of two commits at once, one alone imports.
 */
export class CommitImport extends Needs(['students', 'importDrafts', 'files', 'ids', 'clock', 'settings'], {
  drafts: ImportDrafts,
  mails: QueueMails,
  companies: ImportedCompanies,
}) {
  static readonly audit = importCommitted;

  execute(actor: Actor, draftId: string, mapping: ColumnMapping): TaskEither<AppError, ImportOutcome> {
    return useCase(async () => {
      this.deps.drafts.mustBeAdmin(actor);
      const judged = await this.deps.drafts.judge(draftId, mapping);
      const { draft, judgement } = judged;
      if (!(await this.deps.importDrafts.delete(draft.id))) return refuse(notFound(IMPORT_MESSAGES.draftGone));
      await this.deps.files.delete(draft.fileKey);
      const counts = { kind: draft.kind, existing: judgement.existing, invalid: judgement.invalid };
      if (judged.kind === 'companies') {
        const { companyIds, coordinatorIds, takenMeanwhile } = await this.deps.companies.create(judged.judgement.valid);
        return {
          ...counts,
          created: companyIds.length,
          existing: counts.existing + takenMeanwhile,
          coordinators: coordinatorIds.length,
          createdIds: [...companyIds, ...coordinatorIds],
        };
      }
      const created = await this.createStudents(judged.judgement.valid);
      return {
        ...counts,
        created: created.length,
        existing: counts.existing + judged.judgement.valid.length - created.length,
        coordinators: 0,
        createdIds: created.map(({ id }) => id),
      };
    });
  }

  private async createStudents(rows: readonly ImportedStudent[]): Promise<Student[]> {
    const createdAt = this.deps.clock.now();
    const students = rows.map(({ row: _row, ...identity }) =>
      newStudentAccount({
        id: this.deps.ids.next(),
        identity,
        passwordHash: NO_PASSWORD_YET,
        emailConfirmed: true,
        createdAt,
      }),
    );
    const created: Student[] = [];
    for (let from = 0; from < students.length; from += BATCH_SIZE) {
      const added = await this.deps.students.addEachNew(students.slice(from, from + BATCH_SIZE));
      await this.invite(added);
      created.push(...added);
    }
    return created;
  }

  private invite(students: readonly Student[]): Promise<void> {
    const page = `${this.deps.settings.publicUrl}${ROLE_FORGOT_PASSWORD_PATHS.student}`;
    return this.deps.mails.add(
      students.map((student) => invitationMail({ email: student.email, name: student.commonName }, page)),
    );
  }
}
