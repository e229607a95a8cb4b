import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { IMPORT_MESSAGES, type ColumnMapping, type ImportKind } from '../../domain/import-rows.js';
import { newStudentAccount } from '../../domain/sign-up.js';
import type { Student } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import { type AppError, notFound } from '../errors.js';
import { QueueMails } from '../messages/mail-queue.js';
import { refuse, useCase } from '../task.js';
import { importCommitted } from './import-audit.js';
import { ImportDrafts } from './import-drafts.js';
import { invitationMail } from './invitation-mail.js';

/** What an import did: how many rows it created, skipped as an account's already, and left as invalid. */
export interface ImportOutcome {
  readonly kind: ImportKind;
  readonly created: number;
  readonly existing: number;
  readonly invalid: number;
  readonly createdIds: readonly string[];
}

/** Accounts written, and their invitations queued, this many at a time. */
const BATCH_SIZE = 500;

/** An imported account has no password until its owner chooses one through forgot password. */
const NO_PASSWORD_YET = '';

/**
 * An administrator commits an import (docs/import.md): the draft is judged once more against the
 * accounts the portal has now, and only its valid rows are created, in batches; a row whose e-mail
 * or index number an account took meanwhile is skipped as existing, so importing the same file again
 * creates nothing new. Each person created is sent an invitation to choose their password, through
 * the outgoing mail queue. The draft is spent first: of two commits at once, one alone imports.
 */
export class CommitImport extends Needs(['students', 'importDrafts', 'files', 'ids', 'clock', 'settings'], {
  drafts: ImportDrafts,
  mails: QueueMails,
}) {
  static readonly audit = importCommitted;

  execute(actor: Actor, draftId: string, mapping: ColumnMapping): TaskEither<AppError, ImportOutcome> {
    return useCase(async () => {
      this.deps.drafts.mustBeAdmin(actor);
      const { draft, judgement } = await this.deps.drafts.judge(draftId, mapping);
      if (!(await this.deps.importDrafts.delete(draft.id))) return refuse(notFound(IMPORT_MESSAGES.draftGone));
      await this.deps.files.delete(draft.fileKey);
      const createdAt = this.deps.clock.now();
      const students = judgement.valid.map(({ row: _row, ...identity }) =>
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
      return {
        kind: draft.kind,
        created: created.length,
        existing: judgement.existing + students.length - created.length,
        invalid: judgement.invalid,
        createdIds: created.map(({ id }) => id),
      };
    });
  }

  private invite(students: readonly Student[]): Promise<void> {
    const page = `${this.deps.settings.publicUrl}/forgot-password`;
    return this.deps.mails.add(
      students.map((student) => invitationMail({ email: student.email, name: student.commonName }, page)),
    );
  }
}
