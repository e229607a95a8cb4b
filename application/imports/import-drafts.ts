import { Needs } from '../needs.js';
import {
  checkMapping,
  dataRows,
  IMPORT_FIELDS,
  IMPORT_MESSAGES,
  companyOfRow,
  judgeCompanyRows,
  judgeStudentRows,
  studentOfRow,
  type ColumnMapping,
  type ImportedCompany,
  type ImportedStudent,
  type ImportRow,
  type RowJudgement,
} from '../../domain/import-rows.js';
import { normalizeEmail } from '../../domain/email.js';
import { normalizeIndexNumber } from '../../domain/student.js';
import { AccountEmails } from '../account-emails.js';
import type { Actor } from '../actor.js';
import { forbidden, notFound, validation } from '../errors.js';
import type { SheetTable } from '../ports/documents.js';
import type { ImportDraft } from '../ports/persistence.js';
import { refuse } from '../task.js';

export const ONLY_ADMIN_IMPORTS = 'Only administrators import';

/** Every row of a draft judged as its kind's rows are: the people or companies it would create. */
export type KindJudgement =
  | { readonly kind: 'students'; readonly judgement: RowJudgement<ImportedStudent> }
  | { readonly kind: 'companies'; readonly judgement: RowJudgement<ImportedCompany> };

/** A draft with its file read again and every row judged under a mapping. */
export type JudgedDraft = KindJudgement & {
  readonly draft: ImportDraft;
  readonly headers: readonly string[];
};

const bytesOf = async (content: AsyncIterable<Uint8Array>): Promise<Uint8Array> => {
  const chunks: Uint8Array[] = [];
  for await (const chunk of content) chunks.push(chunk);
  return Buffer.concat(chunks);
};

/**
 * The import drafts as every step after the upload reads them: found in the store (any app server's
 * upload), their file read again from the files, the mapping checked, and each row judged against the
 * file and the accounts the portal has at this moment.
 */
export class ImportDrafts extends Needs(
  ['importDrafts', 'files', 'spreadsheetReader', 'students', 'companies', 'fairSettings', 'clock'],
  { emails: AccountEmails },
) {
  /** Ends the use case unless the actor is an administrator. */
  mustBeAdmin(actor: Actor): void {
    if (actor.role !== 'admin') throw refuse(forbidden(ONLY_ADMIN_IMPORTS));
  }

  /** The draft and its table, or the use case ends: a draft gone or expired is not found. */
  async open(draftId: string): Promise<{ readonly draft: ImportDraft; readonly table: SheetTable }> {
    const draft = await this.deps.importDrafts.findById(draftId);
    const file = draft && draft.expiresAt > this.deps.clock.now() ? await this.deps.files.get(draft.fileKey) : null;
    if (draft === null || file === null) throw refuse(notFound(IMPORT_MESSAGES.draftGone));
    const table = await this.deps.spreadsheetReader.read(await bytesOf(file.content));
    if (table === null) throw refuse(notFound(IMPORT_MESSAGES.draftGone));
    return { draft, table };
  }

  /** Every row of the draft judged under the mapping; a mapping without a required field is refused. */
  async judge(draftId: string, mapping: ColumnMapping): Promise<JudgedDraft> {
    const { draft, table } = await this.open(draftId);
    const headers = table[0] ?? [];
    const failures = checkMapping(IMPORT_FIELDS[draft.kind], mapping, headers.length);
    if (failures.length > 0) throw refuse(validation(failures));
    const rows = dataRows(table);
    const judged =
      draft.kind === 'companies'
        ? { kind: draft.kind, judgement: await this.judgeCompanies(rows, mapping) }
        : { kind: draft.kind, judgement: await this.judgeStudents(rows, mapping) };
    return { draft, headers, ...judged };
  }

  private async judgeStudents(rows: readonly ImportRow[], mapping: ColumnMapping) {
    const { allowedEmailDomains } = await this.deps.fairSettings.get();
    const forms = rows.map(({ cells }) => studentOfRow(cells, mapping));
    const emails = forms.map((form) => normalizeEmail(form.email));
    const indexNumbers = forms.map((form) => normalizeIndexNumber(form.indexNumber));
    const [students, others] = await Promise.all([
      this.deps.students.takenAmong(emails, indexNumbers),
      this.deps.emails.heldByOthersAmong(emails),
    ]);
    const taken = {
      studentEmails: new Set(students.emails),
      otherEmails: others,
      indexNumbers: new Set(students.indexNumbers),
    };
    return judgeStudentRows(rows, mapping, allowedEmailDomains, taken);
  }

  private async judgeCompanies(rows: readonly ImportRow[], mapping: ColumnMapping) {
    const emails = rows.flatMap(({ cells }) => {
      const { form, coordinators } = companyOfRow(cells, mapping);
      return [form.email, form.username, ...coordinators].map(normalizeEmail);
    });
    const [students, others, companies] = await Promise.all([
      this.deps.students.takenAmong(emails, []),
      this.deps.emails.heldByOthersAmong(emails),
      this.deps.companies.listProfiles(),
    ]);
    const taken = {
      companyUsernames: new Set(companies.map((company) => company.username)),
      emails: new Set([...students.emails, ...others]),
    };
    return judgeCompanyRows(rows, mapping, taken);
  }

  /** Removes the drafts expired by now, with their files. */
  async removeExpired(): Promise<void> {
    for (const draft of await this.deps.importDrafts.listExpired(this.deps.clock.now())) {
      if (await this.deps.importDrafts.delete(draft.id)) await this.deps.files.delete(draft.fileKey);
    }
  }
}
