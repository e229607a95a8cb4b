import type { StudentJson } from '../../api/types.js';
import { Avatar } from '../../components/Avatar.js';
import { displayName } from '../../../../domain/student.js';

/** A student in a list: initials, name and e-mail. */
export function StudentName({ student }: { readonly student: StudentJson }) {
  const name = displayName(student);
  return (
    <div className="d-flex align-items-center gap-2">
      <Avatar name={student.commonName || name} size={32} />
      <div className="lh-sm">
        <div className="fw-semibold">{name}</div>
        <div className="small text-body-secondary">{student.email}</div>
      </div>
    </div>
  );
}
