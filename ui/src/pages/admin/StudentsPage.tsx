import { useState } from 'react';
import { FAILED_TO_FETCH_DATA } from '../../../../domain/messages.js';
import { deleteStudent, useStudentPage } from '../../api/students.js';
import type { StudentJson } from '../../api/types.js';
import { ProfilePicture } from '../../components/ProfilePicture.js';
import { CvBadge } from '../../components/CvBadge.js';
import { DataTable, type Column } from '../../components/DataTable.js';
import { DeleteButton } from '../../components/DeleteButton.js';
import { PageTitle } from '../../components/PageTitle.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { useDebounced } from '../../hooks/useDebounced.js';

const SEARCH_SETTLE_MS = 300;

/** /admin/students: search by index number, a page of students, pages from the server's total. */
export function StudentsPage() {
  const alerted = useAlertedCall();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(text.trim(), SEARCH_SETTLE_MS);
  const students = useStudentPage(search, page);

  const onSearch = (value: string) => {
    setText(value);
    setPage(1);
  };

  const remove = async (student: StudentJson) => {
    if (await alerted(() => deleteStudent(student._id), `${student.indexNumber} was removed.`)) {
      await students.mutate();
    }
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
    { header: 'Email', cell: (student) => student.email },
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
      <PageTitle title="Students" />
      <DataTable
        label="Students"
        columns={columns}
        rows={students.data?.items}
        error={students.error}
        fallback={FAILED_TO_FETCH_DATA}
        rowKey={(student) => student._id}
        searches={[
          {
            id: 'student-search',
            label: 'Search by index number',
            placeholder: 'Search by index number',
            value: text,
            onChange: onSearch,
          },
        ]}
        paging={{
          page,
          pageSize: students.data?.pageSize ?? 1,
          total: students.data?.total ?? 0,
          onPage: setPage,
        }}
        countNoun="students"
      />
    </>
  );
}
