import { Link } from 'react-router-dom';
import { useDeleteStudent, useStudentPage } from './accounts-api.js';
import type { StudentJson } from '../../api/types.js';
import { ProfilePicture } from '../../components/ProfilePicture.js';
import { CvBadge } from '../../components/CvBadge.js';
import type { Column } from '../../components/DataTable.js';
import { DeleteButton } from '../../components/DeleteButton.js';
import { PageTitle } from '../../components/PageTitle.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { StudentSearchTable, useIndexNumberSearch } from '../../components/StudentSearchTable.js';

/**
 * /admin/students: search by index number, a page of students, pages from the server's total; the
 * ways to students' imports and to no-shows' strikes, which the header has no room for.
 */
export function StudentsPage() {
  const alerted = useAlertedCall();
  const search = useIndexNumberSearch();
  const students = useStudentPage(search.search, search.page);
  const deleteStudent = useDeleteStudent();

  const remove = async (student: StudentJson) => {
    await alerted(() => deleteStudent(student._id), `${student.indexNumber} was removed.`);
  };

  const columns: readonly Column<StudentJson>[] = [
    { header: 'Index Number', cell: (student) => student.indexNumber, className: 'fw-semibold' },
    {
      header: 'Name',
      cell: (student) => (
        <div className="d-flex align-items-center gap-2">
          <ProfilePicture name={student.commonName || student.fullName} pictureUrl={student.image} size={32} />
          <div className="lh-sm">
            <div>{student.commonName}</div>
            <div className="small text-body-secondary">
              {student.title} {student.fullName}
            </div>
          </div>
        </div>
      ),
    },
    { header: 'Email', cell: (student) => student.email, className: 'text-break' },
    { header: 'Interested Area', cell: (student) => student.interestedArea || '—' },
    { header: 'CV', cell: (student) => <CvBadge uploaded={student.hasCv} /> },
    { header: 'Selections', cell: (student) => student.selectedCompaniesbyStudent.length },
    {
      header: 'Action',
      action: true,
      className: 'text-end',
      cell: (student) => <DeleteButton subject={student.indexNumber} onConfirm={() => remove(student)} />,
    },
  ];

  return (
    <>
      <PageTitle title="Students">
        <Link to="/admin/import?kind=students" className="btn btn-outline-primary">
          Import students
        </Link>
        <Link to="/admin/strikes" className="btn btn-outline-secondary">
          Strikes
        </Link>
      </PageTitle>
      <StudentSearchTable columns={columns} students={students} search={search} />
    </>
  );
}
