import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import {
  dataRows,
  IMPORT_DRAFT_VALID_MS,
  IMPORT_FIELDS,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  suggestMapping,
  type ColumnMapping,
  type ImportField,
  type ImportKind,
} from '../../domain/import-rows.js';
import type { Actor } from '../actor.js';
import { type AppError, payloadTooLarge, unsupportedMediaType, validation } from '../errors.js';
import type { ImportDraft } from '../ports/persistence.js';
import { refuse, useCase } from '../task.js';
import { ImportDrafts } from './import-drafts.js';

/** What the administrator maps next: the file's headers, the kind's fields and the columns they seem to be in. */
export interface UploadedImport {
  readonly draft: ImportDraft;
  readonly headers: readonly string[];
  readonly rows: number;
  readonly fields: readonly ImportField[];
  readonly mapping: ColumnMapping;
}

const FILE_FIELD = 'file';
const STORED_AS = 'application/octet-stream';

/**
 * An administrator uploads a CSV or Excel file to import (docs/import.md): it is kept as an import
 * draft in the store, so that any app server can preview and commit it, until it expires. A file that
 * is missing, too large, neither CSV nor .xlsx by its bytes, or without rows is refused, nothing kept.
 */
export class UploadImportFile extends Needs(['importDrafts', 'files', 'spreadsheetReader', 'ids', 'clock'], {
  drafts: ImportDrafts,
}) {
  execute(actor: Actor, kind: ImportKind, bytes: Uint8Array | null): TaskEither<AppError, UploadedImport> {
    return useCase(async () => {
      this.deps.drafts.mustBeAdmin(actor);
      if (bytes === null || bytes.length === 0) {
        return refuse(validation([{ field: FILE_FIELD, message: IMPORT_MESSAGES.missing }]));
      }
      if (bytes.length > IMPORT_MAX_BYTES) return refuse(payloadTooLarge(IMPORT_MESSAGES.tooLarge));
      const table = await this.deps.spreadsheetReader.read(bytes);
      if (table === null) return refuse(unsupportedMediaType(IMPORT_MESSAGES.wrongType));
      const rows = dataRows(table).length;
      if (rows === 0) return refuse(validation([{ field: FILE_FIELD, message: IMPORT_MESSAGES.noRows }]));
      await this.deps.drafts.removeExpired();
      const now = this.deps.clock.now();
      const draft: ImportDraft = {
        id: this.deps.ids.next(),
        kind,
        fileKey: await this.deps.files.put(bytes, STORED_AS),
        adminId: actor.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + IMPORT_DRAFT_VALID_MS),
      };
      await this.deps.importDrafts.add(draft);
      const headers = table[0] ?? [];
      const fields = IMPORT_FIELDS[kind];
      return { draft, headers, rows, fields, mapping: suggestMapping(fields, headers) };
    });
  }
}
