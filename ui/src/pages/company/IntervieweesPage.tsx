import { useMemo, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { FAILED_TO_FETCH_INTERVIEWS, NOTHING_MATCHES_THE_SEARCH, NO_INTERVIEWEES_YET } from '../../screen-texts.js';
import { useInterviewees } from './api.js';
import type { CompanyInterviewJson } from '../../api/types.js';
import { DataState } from '../../components/DataState.js';
import { EmptyState } from '../../components/EmptyState.js';
import { PageTitle } from '../../components/PageTitle.js';
import { SearchBox } from '../../components/SearchBox.js';
import { CvDownloadButton } from '../interview-desk/CvDownloadButton.js';
import { IntervieweesTable } from '../interview-desk/IntervieweesTable.js';
import { StudentProfileButton } from '../interview-desk/StudentProfileButton.js';
import { IntervieweeCvUploadButton } from '../interview-desk/IntervieweeCvUploadButton.js';
import { COMPANY_REPORT_DOWNLOADS, FairReportDownloads } from '../../components/FairReportDownloads.js';
import { DownloadAssessmentsButton } from './DownloadAssessmentsButton.js';
import { DownloadCvBundleButton } from './DownloadCvBundleButton.js';
import { useSession } from '../../session/SessionContext.js';

const matches = (interview: CompanyInterviewJson, text: string): boolean => {
  const needle = text.toLocaleLowerCase();
  const { student } = interview;
  return [student.indexNumber, student.fullName, student.commonName, student.email].some((field) =>
    (field ?? '').toLocaleLowerCase().includes(needle),
  );
};

/**
 * /company/students: the company's interviewees, each with their profile (and the company's
 * assessment in it), their CV to download or a CV to upload; every CV as one zip, and all
 * assessments as one spreadsheet.
 */
export function IntervieweesPage() {
  const interviewees = useInterviewees();
  const { user } = useSession();
  const [text, setText] = useState('');
  const shown = useMemo(
    () => (interviewees.data ?? []).filter((interview) => !text.trim() || matches(interview, text.trim())),
    [interviewees.data, text],
  );

  return (
    <>
      <PageTitle title="Students">
        {user && <DownloadCvBundleButton companyId={user._id} />}
        <DownloadAssessmentsButton />
        <FairReportDownloads downloads={COMPANY_REPORT_DOWNLOADS} />
      </PageTitle>
      <div className="d-flex mb-3">
        <SearchBox
          id="search-interviewee"
          label="Search students"
          placeholder="Index number, name or e-mail"
          value={text}
          onChange={setText}
        />
      </div>
      <Card className="shadow-sm border-0">
        <Card.Body className="p-0">
          <DataState
            data={interviewees.data}
            error={interviewees.error}
            fallback={FAILED_TO_FETCH_INTERVIEWS}
            emptyNext={NO_INTERVIEWEES_YET}
          >
            {() =>
              shown.length === 0 ? (
                <EmptyState next={text.trim() ? NOTHING_MATCHES_THE_SEARCH : NO_INTERVIEWEES_YET} />
              ) : (
                <IntervieweesTable
                  label="Students"
                  compact
                  interviews={shown}
                  actions={(interview) => (
                    <>
                      <StudentProfileButton interview={interview} />
                      <CvDownloadButton interview={interview} />
                      <IntervieweeCvUploadButton interview={interview} />
                    </>
                  )}
                />
              )
            }
          </DataState>
        </Card.Body>
      </Card>
    </>
  );
}
