import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { displayName } from '../../../../domain/student.js';
import { useStudentProfilePage } from './api.js';
import type { StudentProfileJson } from '../../api/types.js';
import { CvBadge } from '../../components/CvBadge.js';
import type { Column } from '../../components/DataTable.js';
import { PageTitle } from '../../components/PageTitle.js';
import { StudentSearchTable, useIndexNumberSearch } from '../../components/StudentSearchTable.js';
import { StudentProfileDetails } from '../interview-desk/StudentProfileModal.js';

/**
 * /coordinator/students: any student of the fair looked up by index number (spec §6: a coordinator
 * can list students), with their profile in a dialog.
 */
export function StudentsPage() {
  const search = useIndexNumberSearch();
  const [shown, setShown] = useState<StudentProfileJson | null>(null);
  const students = useStudentProfilePage(search.search, search.page);

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
    { header: 'Email', cell: (student) => student.email, className: 'text-break' },
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
      <StudentSearchTable columns={columns} students={students} search={search} />
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
