import { CommitImport } from '../imports/commit-import.js';
import { ImportDrafts } from '../imports/import-drafts.js';
import { ImportErrorFile } from '../imports/import-error-file.js';
import { ImportedCompanies } from '../imports/imported-companies.js';
import { PreviewImport } from '../imports/preview-import.js';
import { UploadImportFile } from '../imports/upload-import-file.js';

/** Importing people and companies from a CSV or Excel file: upload, mapping and preview, error file, commit (docs/import.md). */
export const importArea = {
  useCases: [ImportDrafts, ImportedCompanies, UploadImportFile, PreviewImport, ImportErrorFile, CommitImport],
} as const;
