import { useState } from 'react';
import { UPLOAD_SUCCESS } from '../../../../domain/messages.js';
import { displayName } from '../../../../domain/student.js';
import { errorText } from '../../api/client.js';
import type { CompanyInterviewJson } from '../../api/types.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { CV_ACCEPT } from '../../components/file-accept.js';
import { FilePickerButton } from '../student/FilePickerButton.js';
import { cvRefusal } from '../student/uploadRefusal.js';
import { useUploadIntervieweeCv } from './api.js';

/**
 * Upload CV for an interviewee (spec §6: a company uploads CVs): a PDF the company collected,
 * kept as the student's CV for this company; the spec's "Upload Successfully" once stored.
 */
export function IntervieweeCvUploadButton({ interview }: { readonly interview: CompanyInterviewJson }) {
  const alerts = useAlerts();
  const uploadIntervieweeCv = useUploadIntervieweeCv();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const refusal = await cvRefusal(file);
      if (refusal) {
        alerts.error(refusal);
        return;
      }
      await uploadIntervieweeCv(interview._id, file);
      alerts.success(UPLOAD_SUCCESS);
    } catch (error) {
      alerts.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FilePickerButton
      label="Upload CV"
      accept={CV_ACCEPT}
      busy={busy}
      onPick={(file) => void upload(file)}
      size="sm"
      variant="outline-secondary"
      ariaLabel={`Upload CV of ${displayName(interview.student)}`}
    />
  );
}
