import { api } from '../../api/api.js';
import type { PathsWith } from '../../api/contract.js';
import { useReadAgain } from '../../api/refresh.js';

/** The admin's delete calls, each of one record by its id. */
type DeleteByIdPath =
  '/admin/delete/{id}' | '/coordinator/delete/{id}' | '/student/delete/{id}' | '/company/delete/{id}';

/** Deletes a record by id, then reads its list again; answers the server's message. */
export function useDeleteRecord(path: DeleteByIdPath, list: PathsWith<'get'>) {
  const readAgain = useReadAgain();
  return async (id: string): Promise<string> => {
    const { message } = await api.DELETE(path, { params: { path: { id } } });
    await readAgain(list);
    return message;
  };
}
