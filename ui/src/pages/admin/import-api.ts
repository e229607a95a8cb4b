import useSWR from 'swr';
import { api } from '../../api/api.js';
import { dataOf } from '../../api/client.js';
import type { DataAt } from '../../api/contract.js';

export type UploadedImportJson = DataAt<'/admin/import', 'post'>;
export type ImportPreviewJson = DataAt<'/admin/import/{id}/preview', 'get'>;
export type RowProblemJson = ImportPreviewJson['problems'][number];
export type ImportOutcomeJson = DataAt<'/admin/import/{id}/commit', 'post'>;
export type ColumnMappingJson = UploadedImportJson['mapping'];

/** Uploads a file to import: its headers and the suggested mapping. */
export async function uploadImportFile(kind: UploadedImportJson['kind'], file: File): Promise<UploadedImportJson> {
  return dataOf(await api.POST('/admin/import', { form: { kind, file } }));
}

/** One page of the rows the import would not create, with its counts; null until a mapping is confirmed. */
export function useImportPreview(draftId: string | null, mapping: ColumnMappingJson | null, page: number) {
  const text = mapping === null ? null : JSON.stringify(mapping);
  return useSWR(
    draftId === null || text === null ? null : ['/admin/import/preview', draftId, text, page],
    () =>
      api
        .GET('/admin/import/{id}/preview', {
          params: { path: { id: draftId ?? '' }, query: { mapping: text ?? '', page: String(page) } },
        })
        .then(dataOf),
    { keepPreviousData: true },
  );
}

/** Saves the error file of the import under the mapping. */
export function downloadImportErrors(draftId: string, mapping: ColumnMappingJson): Promise<string> {
  return api.download('/admin/import/{id}/errors', 'import-errors.xlsx', {
    params: { path: { id: draftId }, query: { mapping: JSON.stringify(mapping) } },
  });
}

/** Commits the import: its counts. */
export async function commitImport(draftId: string, mapping: ColumnMappingJson): Promise<ImportOutcomeJson> {
  return dataOf(await api.POST('/admin/import/{id}/commit', { params: { path: { id: draftId } }, body: { mapping } }));
}
