import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { PROFILE_UPDATED } from '../../../../domain/messages.js';
import { PROFILE_TITLES } from '../../../../domain/student.js';
import { validateStudentProfile, type StudentProfileForm } from '../../../../domain/student-profile.js';
import { ApiError, errorText } from '../../api/client.js';
import { updateStudentProfile } from '../../api/student-area.js';
import type { StudentJson } from '../../api/types.js';
import { useSession } from '../../session/SessionContext.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { TextField } from '../../components/TextField.js';
import { checkForm, type FieldErrors } from '../../forms/fieldErrors.js';

type ProfileFields = Required<StudentProfileForm>;

const fieldsOf = (student: StudentJson): ProfileFields => ({
  title: student.title,
  fullName: student.fullName,
  commonName: student.commonName,
  indexNumber: student.indexNumber,
  description: student.description,
  linkedInURL: student.linkedInURL,
  githubURL: student.githubURL,
  personalURL: student.personalURL,
});

/** The profile form (spec §2): title, names, index number, description and links; the e-mail is read-only. */
export function ProfileForm({ student, onSaved }: { readonly student: StudentJson; readonly onSaved: () => void }) {
  const alerts = useAlerts();
  const session = useSession();
  const [form, setForm] = useState<ProfileFields>(() => fieldsOf(student));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const set = (field: keyof ProfileFields) => (value: string) => setForm((now) => ({ ...now, [field]: value }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(validateStudentProfile(form));
    setErrors(checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await updateStudentProfile(checked.value);
      alerts.success(PROFILE_UPDATED);
      onSaved();
      await session.refresh();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      alerts.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="shadow-sm border-0">
      <Card.Header className="bg-body fw-semibold">Profile</Card.Header>
      <Card.Body>
        <Form noValidate onSubmit={save}>
          <Row className="gx-3">
            <Col sm={4} lg={3}>
              <Form.Group className="mb-3" controlId="profile-title">
                <Form.Label>Title</Form.Label>
                <Form.Select
                  value={form.title}
                  onChange={(event) => set('title')(event.target.value)}
                  isInvalid={Boolean(errors.title)}
                >
                  <option value="">Select…</option>
                  {PROFILE_TITLES.map((title) => (
                    <option key={title} value={title}>
                      {title}
                    </option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback type="invalid">{errors.title}</Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col sm={8} lg={9}>
              <TextField
                id="profile-full-name"
                label="Full Name"
                placeholder="A.B.C. Perera"
                value={form.fullName}
                onChange={set('fullName')}
                error={errors.fullName}
              />
            </Col>
            <Col sm={6}>
              <TextField
                id="profile-common-name"
                label="Common Name"
                value={form.commonName}
                onChange={set('commonName')}
                error={errors.commonName}
              />
            </Col>
            <Col sm={6}>
              <TextField
                id="profile-index-number"
                label="Index Number"
                placeholder="19XXXXX"
                value={form.indexNumber}
                onChange={set('indexNumber')}
                error={errors.indexNumber}
              />
            </Col>
            <Col xs={12}>
              <TextField
                id="profile-email"
                label="Email"
                type="email"
                value={student.email}
                onChange={() => undefined}
                error={undefined}
                readOnly
              />
            </Col>
            <Col xs={12}>
              <TextField
                id="profile-description"
                label="Description"
                rows={4}
                value={form.description}
                onChange={set('description')}
                error={errors.description}
              />
            </Col>
            <Col md={4}>
              <TextField
                id="profile-linkedin"
                label="LinkedIn"
                type="url"
                placeholder="https://www.linkedin.com/in/…"
                value={form.linkedInURL}
                onChange={set('linkedInURL')}
                error={errors.linkedInURL}
              />
            </Col>
            <Col md={4}>
              <TextField
                id="profile-github"
                label="Github"
                type="url"
                placeholder="https://github.com/…"
                value={form.githubURL}
                onChange={set('githubURL')}
                error={errors.githubURL}
              />
            </Col>
            <Col md={4}>
              <TextField
                id="profile-website"
                label="Personal Website"
                type="url"
                placeholder="https://…"
                value={form.personalURL}
                onChange={set('personalURL')}
                error={errors.personalURL}
              />
            </Col>
          </Row>
          <div className="d-flex justify-content-end">
            <Button type="submit" disabled={busy}>
              {busy && <Spinner as="span" animation="border" size="sm" className="me-2" />}
              Save
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
