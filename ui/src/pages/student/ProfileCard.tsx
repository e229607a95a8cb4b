import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { IMAGE_ACCEPT } from '../../components/file-accept.js';
import { errorText } from '../../api/client.js';
import { changeStudentPassword, cvOnFile, uploadProfilePicture } from './api.js';
import type { StudentJson } from '../../api/types.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { ChangePasswordModal } from '../../components/ChangePasswordModal.js';
import { CvBadge } from '../../components/CvBadge.js';
import { CvButtons } from './CvButtons.js';
import { cvFileName } from '../../../../domain/cv.js';
import { FilePickerButton } from './FilePickerButton.js';
import { pictureRefusal } from './uploadRefusal.js';
import { ProfilePicture } from '../../components/ProfilePicture.js';

/**
 * The account card: picture with its upload, name, e-mail, the CV and Change Password (Logout is in
 * the account menu at the header's end, as in every area).
 */
export function ProfileCard({ student }: { readonly student: StudentJson }) {
  const alerts = useAlerts();
  const [uploading, setUploading] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const name = student.commonName || student.fullName;

  const uploadPicture = async (file: File) => {
    setUploading(true);
    try {
      const refusal = await pictureRefusal(file);
      if (refusal) {
        alerts.error(refusal);
        setUploading(false);
        return;
      }
      await uploadProfilePicture(file);
      window.location.reload();
    } catch (error) {
      alerts.error(errorText(error));
      setUploading(false);
    }
  };

  return (
    <Card className="shadow-sm border-0">
      <Card.Body className="d-flex flex-column align-items-center text-center gap-3 py-4">
        <ProfilePicture name={name} pictureUrl={student.image} size={128} />
        <FilePickerButton
          label="Upload Picture"
          accept={IMAGE_ACCEPT}
          busy={uploading}
          onPick={(file) => void uploadPicture(file)}
          size="sm"
        />
        <div className="lh-sm">
          <div className="h5 mb-1">{name}</div>
          {student.fullName && student.fullName !== name && (
            <div className="text-body-secondary">
              {student.title} {student.fullName}
            </div>
          )}
          <div className="small text-body-secondary mt-1">{student.email}</div>
          {student.indexNumber && <div className="small text-body-secondary">{student.indexNumber}</div>}
        </div>
      </Card.Body>
      <Card.Body className="border-top">
        <div className="d-flex align-items-center justify-content-between mb-2">
          <span className="fw-semibold">CV</span>
          <CvBadge uploaded={cvOnFile(student) === 'own'} />
        </div>
        <CvButtons onFile={cvOnFile(student)} fileName={cvFileName(student)} size="sm" />
      </Card.Body>
      <Card.Footer className="bg-body d-flex flex-wrap gap-2">
        <Button variant="outline-secondary" size="sm" onClick={() => setChangingPassword(true)}>
          Change Password
        </Button>
      </Card.Footer>
      <ChangePasswordModal
        role="student"
        change={changeStudentPassword}
        show={changingPassword}
        onHide={() => setChangingPassword(false)}
      />
    </Card>
  );
}
