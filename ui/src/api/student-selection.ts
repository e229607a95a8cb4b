import useSWR from 'swr';
import type { SelectionSubmission } from '../../../domain/selection.js';
import { getJson, postJson } from './client.js';
import type { SelectionEntryJson } from './types.js';

/** The student's submitted selection; an empty list and nulls before the first submission. */
export interface StudentSelectionJson {
  readonly selectedCompaniesbyStudent: readonly SelectionEntryJson[];
  readonly submittedAt: string | null;
  readonly interestedArea: string | null;
}

export const STUDENT_SELECTION = '/student/selected-companies';

export function useStudentSelection() {
  return useSWR<StudentSelectionJson>(STUDENT_SELECTION, () => getJson<StudentSelectionJson>(STUDENT_SELECTION));
}

/** Submits (or re-submits) the selection; the server stamps submittedAt itself (design §5.3). */
export async function submitSelection(
  selection: SelectionSubmission,
): Promise<{ selection: StudentSelectionJson; message: string }> {
  const answer = await postJson<StudentSelectionJson>(STUDENT_SELECTION, selection);
  return { selection: answer.data, message: answer.message };
}
