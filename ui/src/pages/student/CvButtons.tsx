import { STUDENT_CV_NOT_FOUND } from '../../../../domain/messages.js';
import { CV_ACCEPT } from '../../components/file-accept.js';
import { downloadCv, useUploadCv, type CvOnFile } from './api.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { DownloadCvButton, NO_CV } from '../../components/DownloadCvButton.js';
import { FilePickerButton } from './FilePickerButton.js';
import { useCvUpload } from './useCvUpload.js';
import { useDownload } from '../../components/useDownload.js';

/**
 * Upload CV and Download CV: the general CV, or with a company the CV meant for that company only.
 * Download CV is offered only for a CV on file, and says why not otherwise; a download that still
 * fails asks the student to re-submit the file (spec §8).
 */
export function CvButtons({
  company,
  onFile,
  fileName,
  size,
}: {
  readonly company?: { readonly id: string; readonly name: string };
  /** What the profile answer says is on file for this CV (cvOnFile). */
  readonly onFile: CvOnFile;
  /** The name to save under when the server does not give one. */
  readonly fileName: string;
  readonly size?: 'sm' | 'lg';
}) {
  const alerts = useAlerts();
  const uploadCv = useUploadCv();
  const { uploading, upload } = useCvUpload((file) => uploadCv(file, company?.id));
  const { downloading, download } = useDownload(
    () => downloadCv(fileName, company?.id),
    () => alerts.error(STUDENT_CV_NOT_FOUND),
  );
  const forCompany = company ? ` for ${company.name}` : '';
  const reason =
    onFile === 'own'
      ? null
      : onFile === 'general' && company
        ? `No CV of its own: ${company.name} receives your general CV`
        : NO_CV;

  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <FilePickerButton
        label="Upload CV"
        accept={CV_ACCEPT}
        busy={uploading}
        onPick={(file) => void upload(file)}
        size={size}
        ariaLabel={company ? `Upload CV${forCompany}` : undefined}
      />
      <DownloadCvButton
        onClick={() => void download()}
        busy={downloading}
        unavailable={reason}
        label={company ? `Download CV${forCompany}` : undefined}
        size={size}
      />
    </div>
  );
}
