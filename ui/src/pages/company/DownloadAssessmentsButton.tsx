import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { DOWNLOAD_SUCCESS } from '../../screen-texts.js';
import { downloadAssessments } from '../interview-desk/api.js';
import { errorText } from '../../api/client.js';
import { useAlerts } from '../../components/AlertsContext.js';

/** Download Assessments: every interviewee with the company's rating, next step and notes, as xlsx. */
export function DownloadAssessmentsButton() {
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);

  const get = async () => {
    setBusy(true);
    try {
      await downloadAssessments();
      alerts.success(DOWNLOAD_SUCCESS);
    } catch (error) {
      alerts.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline-success" onClick={() => void get()} disabled={busy}>
      {busy && <Spinner as="span" animation="border" size="sm" className="me-1" />}
      Download Assessments
    </Button>
  );
}
