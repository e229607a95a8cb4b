import useSWR, { useSWRConfig } from 'swr';
import type { SelectionEntry, SelectionForm, SelectionSubmission } from '../../../../domain/selection.js';
import { api } from '../../api/api.js';
import { dataOf } from '../../api/client.js';
import type { StudentSelectionJson } from '../../api/types.js';

export type { StudentSelectionJson };

export const STUDENT_SELECTION = '/student/selected-companies';

export function useStudentSelection() {
  return useSWR(STUDENT_SELECTION, () => api.GET(STUDENT_SELECTION).then(dataOf));
}

/**
 * Submits (or re-submits) the selection; the server stamps submittedAt itself (design §5.3). The
 * answer is the selection as stored, shown without reading it again.
 */
export function useSubmitSelection() {
  const { mutate } = useSWRConfig();
  return async (selection: SelectionSubmission): Promise<string> => {
    const answer = await api.POST(STUDENT_SELECTION, { body: selection });
    await mutate(STUDENT_SELECTION, answer.data, { revalidate: false });
    return answer.message;
  };
}

/**
 * A selection built and not submitted yet, kept for this student in this browser tab (session
 * storage), so that visiting another screen and coming back finds it again.
 */
const draftKey = (studentId: string) => `selection-draft:${studentId}`;

const isEntry = (value: unknown): value is SelectionEntry => {
  const entry = value as Partial<Record<keyof SelectionEntry, unknown>> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.companyId === 'string' &&
    typeof entry.companyName === 'string' &&
    typeof entry.selectedPanel === 'string' &&
    typeof entry.order === 'number'
  );
};

/** The student's draft, or null without one (or with one this version cannot read). */
export function readSelectionDraft(studentId: string): SelectionForm | null {
  try {
    const stored = sessionStorage.getItem(draftKey(studentId));
    if (stored === null) return null;
    const draft = JSON.parse(stored) as Partial<Record<keyof SelectionForm, unknown>> | null;
    if (
      typeof draft?.interestedArea !== 'string' ||
      !Array.isArray(draft.selectedCompaniesbyStudent) ||
      !draft.selectedCompaniesbyStudent.every(isEntry)
    )
      return null;
    return { interestedArea: draft.interestedArea, selectedCompaniesbyStudent: draft.selectedCompaniesbyStudent };
  } catch {
    return null;
  }
}

/** Keeps the draft, or with null forgets it (submitted, discarded, or the same as the submitted list). */
export function keepSelectionDraft(studentId: string, draft: SelectionForm | null): void {
  try {
    if (draft === null) sessionStorage.removeItem(draftKey(studentId));
    else sessionStorage.setItem(draftKey(studentId), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the list stays on screen, only not across screens.
  }
}
