import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { FAILED_TO_FETCH_DATA } from '../../../../domain/messages.js';
import { studentListPageCount } from '../../../../domain/student.js';
import { deleteStudent, useStudentPage, type AdminStudentPage } from '../../api/students.js';
import type { StudentJson } from '../../api/types.js';
import { ProfilePicture } from '../../components/ProfilePicture.js';
import { CvBadge } from '../../components/CvBadge.js';
import { DataState } from '../../components/DataState.js';
import { DeleteButton } from '../../components/DeleteButton.js';
import { PageTitle } from '../../components/PageTitle.js';
import { Pager } from '../../components/Pager.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { ScrollingTable } from '../../components/ScrollingTable.js';
import { SearchBox } from '../../components/SearchBox.js';
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

  return (
    <>
      <PageTitle title="Students">
        <SearchBox
          id="student-search"
          label="Search by index number"
          placeholder="Search by index number"
          value={text}
          onChange={onSearch}
        />
      </PageTitle>
      <Card className="shadow-sm border-0">
        <Card.Body className="p-0">
          <DataState<AdminStudentPage>
            data={students.data}
            error={students.error}
            fallback={FAILED_TO_FETCH_DATA}
            isEmpty={(data) => data.items.length === 0}
          >
            {(data) => (
              <ScrollingTable label="Students" className="text-nowrap">
                <thead>
                  <tr>
                    <th>Index Number</th>
                    <th>Name</th>
                    <th>Email</th>
                    <th>Interested Area</th>
                    <th>CV</th>
                    <th>Selections</th>
                    <th className="text-end table-sticky-end">Action</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((student) => (
                    <tr key={student._id}>
                      <td className="fw-semibold">{student.indexNumber}</td>
                      <td>
                        <div className="d-flex align-items-center gap-2">
                          <ProfilePicture
                            name={student.commonName || student.fullName}
                            pictureUrl={student.image}
                            size={32}
                          />
                          <div className="lh-sm">
                            <div>{student.commonName}</div>
                            <div className="small text-body-secondary">
                              {student.title} {student.fullName}
                            </div>
                          </div>
                        </div>
                      </td>
                      <td>{student.email}</td>
                      <td>{student.interestedArea || '—'}</td>
                      <td>
                        <CvBadge uploaded={student.hasCv} />
                      </td>
                      <td>{student.selectedCompaniesbyStudent.length}</td>
                      <td className="text-end table-sticky-end">
                        <DeleteButton subject={student.indexNumber} onConfirm={() => remove(student)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ScrollingTable>
            )}
          </DataState>
        </Card.Body>
        {students.data && (
          <Card.Footer className="bg-body d-flex flex-wrap justify-content-between align-items-center gap-2">
            <span className="small text-body-secondary">{students.data.total} students</span>
            <Pager page={page} pageCount={studentListPageCount(students.data.total)} onPage={setPage} />
          </Card.Footer>
        )}
      </Card>
    </>
  );
}
