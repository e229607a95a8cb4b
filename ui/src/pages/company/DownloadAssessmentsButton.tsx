import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { downloadAssessments } from '../interview-desk/api.js';
import { useDownload } from '../../components/useDownload.js';

/** Download Assessments: every interviewee with the company's rating, next step and notes, as xlsx. */
export function DownloadAssessmentsButton() {
  const { downloading: busy, download: get } = useDownload(downloadAssessments);

  return (
    <Button variant="outline-success" onClick={() => void get()} disabled={busy}>
      {busy && <Spinner as="span" animation="border" size="sm" className="me-1" />}
      Download Assessments
    </Button>
  );
}
