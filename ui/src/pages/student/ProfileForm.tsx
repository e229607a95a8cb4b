import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { PROFILE_UPDATED } from '../../../../domain/messages.js';
import { PROFILE_TITLES } from '../../../../domain/student.js';
import { validateStudentProfile, type StudentProfileForm } from '../../../../domain/student-profile.js';
import { useUpdateStudentProfile } from './api.js';
import type { StudentJson } from '../../api/types.js';
import { useSession } from '../../session/SessionContext.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { SelectField } from '../../components/SelectField.js';
import { TextField } from '../../components/TextField.js';
import { useDomainForm } from '../../forms/useDomainForm.js';
import { BusyButton } from '../../components/BusyButton.js';

/** The editable fields, and the e-mail shown read-only beside them. */
type ProfileFields = Required<StudentProfileForm> & { readonly email: string };

const fieldsOf = (student: StudentJson): ProfileFields => ({
  title: student.title,
  fullName: student.fullName,
  commonName: student.commonName,
  indexNumber: student.indexNumber,
  email: student.email,
  description: student.description,
  linkedInURL: student.linkedInURL,
  githubURL: student.githubURL,
  personalURL: student.personalURL,
});

/** The three links, side by side under the description. */
const PROFILE_LINKS = [
  { name: 'linkedInURL', id: 'profile-linkedin', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/in/…' },
  { name: 'githubURL', id: 'profile-github', label: 'Github', placeholder: 'https://github.com/…' },
  { name: 'personalURL', id: 'profile-website', label: 'Personal Website', placeholder: 'https://…' },
] as const;

/** The profile form (spec §2): title, names, index number, description and links; the e-mail is read-only. */
export function ProfileForm({ student }: { readonly student: StudentJson }) {
  const alerts = useAlerts();
  const updateStudentProfile = useUpdateStudentProfile();
  const session = useSession();
  const { control, busy, onSubmit } = useDomainForm({
    defaultValues: fieldsOf(student),
    validate: (form: ProfileFields) => validateStudentProfile(form),
    send: async (profile) => {
      await updateStudentProfile(profile);
      alerts.success(PROFILE_UPDATED);
      await session.refresh();
    },
  });

  return (
    <Card className="shadow-sm border-0">
      <Card.Header className="bg-body fw-semibold">Profile</Card.Header>
      <Card.Body>
        <Form noValidate onSubmit={onSubmit}>
          <Row className="gx-3">
            <Col sm={4} lg={3}>
              <SelectField
                control={control}
                name="title"
                id="profile-title"
                label="Title"
                placeholder="Select…"
                options={PROFILE_TITLES}
              />
            </Col>
            <Col sm={8} lg={9}>
              <TextField
                control={control}
                name="fullName"
                id="profile-full-name"
                label="Full Name"
                placeholder="A.B.C. Perera"
              />
            </Col>
            <Col sm={6}>
              <TextField control={control} name="commonName" id="profile-common-name" label="Common Name" />
            </Col>
            <Col sm={6}>
              <TextField
                control={control}
                name="indexNumber"
                id="profile-index-number"
                label="Index Number"
                placeholder="19XXXXX"
              />
            </Col>
            <Col xs={12}>
              <TextField control={control} name="email" id="profile-email" label="Email" type="email" readOnly />
            </Col>
            <Col xs={12}>
              <TextField control={control} name="description" id="profile-description" label="Description" rows={4} />
            </Col>
            {PROFILE_LINKS.map((link) => (
              <Col md={4} key={link.name}>
                <TextField control={control} type="url" {...link} />
              </Col>
            ))}
          </Row>
          <div className="d-flex justify-content-end">
            <BusyButton type="submit" busy={busy}>
              Save
            </BusyButton>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
