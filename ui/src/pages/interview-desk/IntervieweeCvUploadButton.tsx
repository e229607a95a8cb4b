import { displayName } from '../../../../domain/student.js';
import type { CompanyInterviewJson } from '../../api/types.js';
import { CV_ACCEPT } from '../../components/file-accept.js';
import { FilePickerButton } from '../student/FilePickerButton.js';
import { useCvUpload } from '../student/useCvUpload.js';
import { useUploadIntervieweeCv } from './api.js';

/**
 * Upload CV for an interviewee (spec §6: a company uploads CVs): a PDF the company collected,
 * kept as the student's CV for this company; the spec's "Upload Successfully" once stored.
 */
export function IntervieweeCvUploadButton({ interview }: { readonly interview: CompanyInterviewJson }) {
  const uploadIntervieweeCv = useUploadIntervieweeCv();
  const { uploading: busy, upload } = useCvUpload((file) => uploadIntervieweeCv(interview._id, file));

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
