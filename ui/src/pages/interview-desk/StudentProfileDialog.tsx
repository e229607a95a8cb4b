import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { CompanyInterviewJson } from '../../api/types.js';

const StudentProfileModal = lazy(() =>
  import('./StudentProfileModal.js').then((module) => ({ default: module.StudentProfileModal })),
);

interface StudentProfileDialog {
  /** The interview whose student's profile is open, or null. */
  readonly shown: CompanyInterviewJson | null;
  show(interview: CompanyInterviewJson): void;
}

const StudentProfileDialogContext = createContext<StudentProfileDialog | null>(null);

/**
 * Holds the interviewee's profile dialog above the screens of an interview desk. A list that turns
 * from a table into cards as the window narrows (a phone turned on its side) mounts new View
 * Profile buttons; the dialog, and the assessment being typed in it, stays open meanwhile.
 */
export function StudentProfileDialogHost({ children }: { readonly children: ReactNode }) {
  const [shown, setShown] = useState<CompanyInterviewJson | null>(null);
  const dialog = useMemo(() => ({ shown, show: setShown }), [shown]);
  // The dialog belongs to the screen it was opened on: going to another (the browser's Back) closes it.
  const { pathname } = useLocation();
  useEffect(() => setShown(null), [pathname]);
  return (
    <StudentProfileDialogContext.Provider value={dialog}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <StudentProfileModal interview={shown} onHide={() => setShown(null)} />
        </Suspense>
      )}
    </StudentProfileDialogContext.Provider>
  );
}

/**
 * Opens `interview`'s profile; while it is open, the dialog follows the interview as the list
 * refreshes (its status, panel and time).
 */
export function useStudentProfileDialog(interview: CompanyInterviewJson): () => void {
  const dialog = useContext(StudentProfileDialogContext);
  if (!dialog) throw new Error('useStudentProfileDialog needs a StudentProfileDialogHost above it');
  const { shown, show } = dialog;
  const isShown = shown?._id === interview._id;
  useEffect(() => {
    if (isShown && shown !== interview) show(interview);
  }, [isShown, shown, interview, show]);
  return () => show(interview);
}
