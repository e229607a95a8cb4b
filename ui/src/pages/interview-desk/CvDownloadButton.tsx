import { COMPANY_CV_NOT_FOUND } from '../../../../domain/messages.js';
import { REQUEST_ERROR_TITLE } from '../../screen-texts.js';
import { displayName } from '../../../../domain/student.js';
import { downloadInterviewCv } from './api.js';
import type { CompanyInterviewJson } from '../../api/types.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { DownloadCvButton, NO_CV } from '../../components/DownloadCvButton.js';
import { useDownload } from '../../components/useDownload.js';

/**
 * Download CV of an interviewee, offered only when the company gets a CV (with "No CV uploaded" in
 * its place otherwise); a download that still fails asks the company to go through its coordinator (spec §8).
 */
export function CvDownloadButton({ interview }: { readonly interview: CompanyInterviewJson }) {
  const alerts = useAlerts();
  const { downloading: busy, download: get } = useDownload(
    () => downloadInterviewCv(interview),
    () => alerts.error(COMPANY_CV_NOT_FOUND, REQUEST_ERROR_TITLE),
  );

  return (
    <DownloadCvButton
      onClick={() => void get()}
      busy={busy}
      unavailable={interview.student.hasCv ? null : NO_CV}
      label={`Download CV of ${displayName(interview.student)}`}
      size="sm"
      className="text-nowrap"
    />
  );
}
