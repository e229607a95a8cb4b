import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FAILED_TO_FETCH_DATA } from '../../../../domain/messages.js';
import { displayName } from '../../../../domain/student.js';
import { useStudentProfilePage } from '../../api/coordinator-students.js';
import type { StudentProfileJson } from '../../api/types.js';
import { CvBadge } from '../../components/CvBadge.js';
import { DataTable, type Column } from '../../components/DataTable.js';
import { PageTitle } from '../../components/PageTitle.js';
import { useDebounced } from '../../hooks/useDebounced.js';
import { StudentProfileDetails } from '../interview-desk/StudentProfileModal.js';

const SEARCH_SETTLE_MS = 300;

/**
 * /coordinator/students: any student of the fair looked up by index number (spec §6: a coordinator
 * can list students), with their profile in a dialog.
 */
export function StudentsPage() {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<StudentProfileJson | null>(null);
  const search = useDebounced(text.trim(), SEARCH_SETTLE_MS);
  const students = useStudentProfilePage(search, page);

  const columns: readonly Column<StudentProfileJson>[] = [
    { header: 'Index Number', cell: (student) => student.indexNumber, className: 'fw-semibold' },
    {
      header: 'Name',
      cell: (student) => (
        <div className="lh-sm">
          <div>{student.commonName}</div>
          <div className="small text-body-secondary">{student.fullName}</div>
        </div>
      ),
    },
    { header: 'Email', cell: (student) => student.email },
    { header: 'Interested Area', cell: (student) => student.interestedArea || '—' },
    { header: 'CV', cell: (student) => <CvBadge uploaded={student.hasCv} /> },
    {
      header: 'Action',
      action: true,
      className: 'text-end',
      cell: (student) => (
        <Button
          variant="outline-primary"
          size="sm"
          className="text-nowrap"
          onClick={() => setShown(student)}
          aria-label={`View profile of ${displayName(student)}`}
        >
          View Profile
        </Button>
      ),
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
            onChange: (value) => {
              setText(value);
              setPage(1);
            },
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
      {shown && (
        <Modal show onHide={() => setShown(null)} centered size="lg" aria-labelledby="student-lookup-title">
          <Modal.Header closeButton>
            <Modal.Title id="student-lookup-title">Student Profile</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <StudentProfileDetails student={shown} showPicture={false} />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={() => setShown(null)}>
              Close
            </Button>
          </Modal.Footer>
        </Modal>
      )}
    </>
  );
}
