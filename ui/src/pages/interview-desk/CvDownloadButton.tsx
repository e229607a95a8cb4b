import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { COMPANY_CV_NOT_FOUND, DOWNLOAD_SUCCESS, REQUEST_ERROR_TITLE } from '../../../../domain/messages.js';
import { displayName } from '../../../../domain/student.js';
import { downloadInterviewCv } from '../../api/company-interviews.js';
import type { CompanyInterviewJson } from '../../api/types.js';
import { useAlerts } from '../../components/AlertsContext.js';

/** Download CV of an interviewee; a failure asks the company to go through its coordinator (spec §8). */
export function CvDownloadButton({ interview }: { readonly interview: CompanyInterviewJson }) {
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);

  const get = async () => {
    setBusy(true);
    try {
      await downloadInterviewCv(interview);
      alerts.success(DOWNLOAD_SUCCESS);
    } catch {
      alerts.error(COMPANY_CV_NOT_FOUND, REQUEST_ERROR_TITLE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outline-success"
      size="sm"
      className="text-nowrap"
      onClick={() => void get()}
      disabled={busy}
      aria-label={`Download CV of ${displayName(interview.student)}`}
    >
      {busy && <Spinner as="span" animation="border" size="sm" className="me-1" />}
      Download CV
    </Button>
  );
}
