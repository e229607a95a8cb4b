/*
 * The Import page's four calls as an administrator makes them over HTTP, for one kind of import with
 * its usual mapping, and the audit entries imports left.
 */
import { expect } from 'chai';
import { importForm } from './import-files.js';
import type { TestPortal } from './portal-harness.js';

export interface UploadedImport {
  draftId: string;
  kind: string;
  headers: string[];
  rows: number;
  mapping: Record<string, number | null>;
  fields: { key: string; required: boolean }[];
}
export interface PreviewedImport {
  rows: number;
  valid: number;
  existing: number;
  invalid: number;
  problems: { row: number; kind: string; reasons: string[] }[];
  problemCount: number;
}
export interface ImportDone {
  kind: string;
  created: number;
  existing: number;
  invalid: number;
  coordinators: number;
}
interface AuditPage {
  items: { action: string; summary: string; targets: string[] }[];
}

export const importCalls = (portal: TestPortal, admin: string, kind: string, usualMapping: object) => {
  const upload = (bytes: Uint8Array, fileName?: string) =>
    portal.api.postForm<UploadedImport>('/admin/import', importForm(bytes, kind, fileName), admin);
  return {
    upload,
    /** The draft of a file the upload must accept. */
    uploaded: async (bytes: Uint8Array) => {
      const answer = await upload(bytes);
      expect(answer.status, answer.body.message).to.equal(200);
      return answer.body.data;
    },
    preview: (draftId: string, mapping: object = usualMapping, page = 1) =>
      portal.api.get<PreviewedImport>(`/admin/import/${draftId}/preview`, admin, {
        mapping: JSON.stringify(mapping),
        page,
      }),
    commit: (draftId: string, mapping: object = usualMapping) =>
      portal.api.post<ImportDone>(`/admin/import/${draftId}/commit`, { mapping }, admin),
    /** The audit log's `import.committed` entries, newest first. */
    importEntries: async () =>
      (await portal.api.get<AuditPage>('/admin/audit', admin, { text: 'import', page: 1 })).body.data.items.filter(
        (entry) => entry.action === 'import.committed',
      ),
  };
};
