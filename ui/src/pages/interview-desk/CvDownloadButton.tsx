import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { COMPANY_CV_NOT_FOUND, DOWNLOAD_SUCCESS, REQUEST_ERROR_TITLE } from '../../../../domain/messages.js';
import { displayName } from '../../../../domain/student.js';
import { downloadInterviewCv } from '../../api/company-interviews.js';
import type { CompanyInterviewJson } from '../../api/types.js';
import { useAlerts } from '../../components/AlertsContext.js';

/**
 * Download CV of an interviewee, offered only when the company gets a CV (with "No CV uploaded" in
 * its place otherwise); a download that still fails asks the company to go through its coordinator (spec §8).
 */
export function CvDownloadButton({ interview }: { readonly interview: CompanyInterviewJson }) {
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const none = !interview.student.hasCv;

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
    <>
      <Button
        variant="outline-success"
        size="sm"
        className="text-nowrap"
        onClick={() => void get()}
        disabled={busy || none}
        aria-label={`Download CV of ${displayName(interview.student)}`}
        aria-describedby={none ? reasonId : undefined}
      >
        {busy && <Spinner as="span" animation="border" size="sm" className="me-1" />}
        Download CV
      </Button>
      {none && (
        <span id={reasonId} className="small text-body-secondary text-nowrap align-self-center">
          No CV uploaded
        </span>
      )}
    </>
  );
}
