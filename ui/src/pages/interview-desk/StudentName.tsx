import type { ReactNode } from 'react';
import type { IntervieweeJson } from '../../api/types.js';
import { displayName } from '../../../../domain/student.js';
import { ProfilePicture } from '../../components/ProfilePicture.js';

/**
 * A student in a list: picture (or initials), name, and their e-mail or, where the table is crowded,
 * their index number, with `status` (badges) beside it.
 */
export function StudentName({
  student,
  detail = 'email',
  status,
}: {
  readonly student: IntervieweeJson;
  readonly detail?: 'email' | 'indexNumber';
  readonly status?: ReactNode;
}) {
  const name = displayName(student);
  return (
    <div className="d-flex align-items-center gap-2">
      <ProfilePicture name={student.commonName || name} pictureUrl={student.image} size={32} />
      <div className="lh-sm">
        <div className="fw-semibold">{name}</div>
        <div className="small text-body-secondary d-flex align-items-center gap-1">
          {detail === 'email' ? student.email : student.indexNumber}
          {status}
        </div>
      </div>
    </div>
  );
}
