import useSWR from 'swr';
import type { SelectionSubmission } from '../../../domain/selection.js';
import { getJson, postJson } from './client.js';
import type { BodyOf, DataOf } from './contract.js';
import type { StudentSelectionJson } from './types.js';

export type { StudentSelectionJson };

export const STUDENT_SELECTION = '/student/selected-companies';

export function useStudentSelection() {
  return useSWR<DataOf<'getOwnSelection'>>(STUDENT_SELECTION, () =>
    getJson<DataOf<'getOwnSelection'>>(STUDENT_SELECTION),
  );
}

/** Submits (or re-submits) the selection; the server stamps submittedAt itself (design §5.3). */
export async function submitSelection(
  selection: SelectionSubmission,
): Promise<{ selection: StudentSelectionJson; message: string }> {
  const body: BodyOf<'submitSelection'> = selection;
  const answer = await postJson<DataOf<'submitSelection'>>(STUDENT_SELECTION, body);
  return { selection: answer.data, message: answer.message };
}
