import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { displayName } from '../../../../domain/student.js';
import type { CompanyInterviewJson } from '../../api/types.js';
import { StudentProfileModal } from './StudentProfileModal.js';

/** View Profile: opens the interviewee's profile over the list. */
export function StudentProfileButton({ interview }: { readonly interview: CompanyInterviewJson }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline-primary"
        size="sm"
        className="text-nowrap"
        onClick={() => setOpen(true)}
        aria-label={`View profile of ${displayName(interview.student)}`}
      >
        View Profile
      </Button>
      {open && <StudentProfileModal interview={interview} onHide={() => setOpen(false)} />}
    </>
  );
}
