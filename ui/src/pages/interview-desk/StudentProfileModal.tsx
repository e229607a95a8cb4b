import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { displayName } from '../../../../domain/student.js';
import { isWebLink } from '../../../../domain/student-profile.js';
import { FAILED_TO_FETCH_DATA } from '../../screen-texts.js';
import { useStudentInfo } from './api.js';
import type { CompanyInterviewJson, StudentProfileJson } from '../../api/types.js';
import { DataState } from '../../components/DataState.js';
import { CvDownloadButton } from './CvDownloadButton.js';
import { CvBadge } from '../../components/CvBadge.js';
import { InterviewStatusBadge } from '../../components/InterviewStatusBadge.js';
import { InterviewTime } from '../../components/InterviewTime.js';
import { ProfilePicture } from '../../components/ProfilePicture.js';
import { AssessmentSection } from './AssessmentSection.js';

/**
 * An interviewee's profile (spec §2, /company/students): who they are, their links and their CV,
 * and the company's own assessment of them (candidate notes).
 */
export function StudentProfileModal({
  interview,
  onHide,
}: {
  readonly interview: CompanyInterviewJson;
  readonly onHide: () => void;
}) {
  const info = useStudentInfo(interview.student._id);
  return (
    <Modal show onHide={onHide} centered size="lg" aria-labelledby="student-profile-title">
      <Modal.Header closeButton>
        <Modal.Title id="student-profile-title">Student Profile</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <DataState data={info.data} error={info.error} fallback={FAILED_TO_FETCH_DATA} isEmpty={() => false}>
          {(student) => <StudentProfileDetails student={student} interview={interview} />}
        </DataState>
        <AssessmentSection interviewId={interview._id} />
      </Modal.Body>
      <Modal.Footer>
        <CvDownloadButton interview={interview} />
        <Button variant="secondary" onClick={onHide}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** Who a student is: picture, name, e-mail, links; with an interview, its status, panel and time too. */
export function StudentProfileDetails({
  student,
  interview,
  showPicture = true,
}: {
  readonly student: StudentProfileJson;
  readonly interview?: CompanyInterviewJson;
  /** The picture is fetched only by those allowed to see it (a company interviewing the student). */
  readonly showPicture?: boolean;
}) {
  const name = displayName(student);
  const hasCv = student.hasCv || (interview !== undefined && student.companyCvs.includes(interview.company));
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <ProfilePicture name={student.commonName || name} pictureUrl={showPicture ? student.image : null} size={64} />
        <div className="lh-sm">
          <h2 className="h5 mb-1">
            {student.title ? `${student.title}. ` : ''}
            {name}
          </h2>
          <div className="text-body-secondary">{student.email}</div>
        </div>
        <div className="ms-sm-auto d-flex flex-wrap gap-2">
          {interview && <InterviewStatusBadge status={interview.status} />}
          <CvBadge uploaded={hasCv} />
        </div>
      </div>
      <dl className="row mb-0">
        <ProfileField label="Common Name">{student.commonName}</ProfileField>
        <ProfileField label="Index Number">{student.indexNumber}</ProfileField>
        <ProfileField label="Interested Area">{student.interestedArea}</ProfileField>
        {interview && (
          <>
            <ProfileField label="Panel">{interview.panelID?.panelName}</ProfileField>
            <ProfileField label="Time">
              <InterviewTime time={interview.time} />
            </ProfileField>
          </>
        )}
        <ProfileField label="About">{student.description}</ProfileField>
        <ProfileField label="LinkedIn">
          <ProfileLink href={student.linkedInURL} />
        </ProfileField>
        <ProfileField label="Github">
          <ProfileLink href={student.githubURL} />
        </ProfileField>
        <ProfileField label="Website">
          <ProfileLink href={student.personalURL} />
        </ProfileField>
      </dl>
    </>
  );
}

function ProfileField({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4 text-body-secondary fw-normal">{label}</dt>
      <dd className="col-sm-8 text-break">{children || <span className="text-body-secondary">—</span>}</dd>
    </>
  );
}

/** A student's own link, opened in a new tab; only a web link (the profile form's rule) becomes clickable. */
function ProfileLink({ href }: { readonly href: string }) {
  if (!href) return <span className="text-body-secondary">—</span>;
  if (!isWebLink(href)) return <>{href}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </a>
  );
}
