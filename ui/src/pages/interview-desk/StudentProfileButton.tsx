import Button from 'react-bootstrap/Button';
import { displayName } from '../../../../domain/student.js';
import type { CompanyInterviewJson } from '../../api/types.js';
import { useStudentProfileDialog } from './StudentProfileDialog.js';

/** View Profile: opens the interviewee's profile over the list. */
export function StudentProfileButton({ interview }: { readonly interview: CompanyInterviewJson }) {
  const open = useStudentProfileDialog(interview);
  return (
    <Button
      variant="outline-primary"
      size="sm"
      className="text-nowrap"
      onClick={open}
      aria-label={`View profile of ${displayName(interview.student)}`}
    >
      View Profile
    </Button>
  );
}
