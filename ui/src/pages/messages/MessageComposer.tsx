import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGE_SUBJECT_MAX_LENGTH } from '../../../../domain/fair-message.js';
import { useCompanyPanels } from '../../api/panels.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { type MessageAudienceJson, useSendMessage } from './messages-api.js';

export type AudienceKind = MessageAudienceJson['kind'];

const AUDIENCE_LABELS: Readonly<Record<AudienceKind, string>> = {
  students: 'All students',
  company: "A company's interviewees",
  panel: "A panel's queue",
};

export interface CompanyChoice {
  readonly id: string;
  readonly name: string;
}

/** The audience as the server reads it, or null while a company or panel is still to be chosen. */
const audienceOf = (kind: AudienceKind, companyId: string, panelId: string): MessageAudienceJson | null => {
  if (kind === 'students') return { kind };
  if (companyId === '') return null;
  if (kind === 'company') return { kind, companyId };
  return panelId === '' ? null : { kind, companyId, panelId };
};

/**
 * Writes a message to students: the audience (all students, a company's interviewees or a panel's
 * queue, as the role may), then the subject and text. The answer says how many it reached; a
 * message to nobody is refused with the server's explanation.
 */
export function MessageComposer({
  kinds,
  companies,
}: {
  readonly kinds: readonly AudienceKind[];
  /** The companies to choose from; one company is chosen already. */
  readonly companies: readonly CompanyChoice[];
}) {
  const send = useSendMessage();
  const call = useAlertedCall();
  const [kind, setKind] = useState<AudienceKind>(kinds[0] ?? 'company');
  const [companyId, setCompanyId] = useState(companies.length === 1 ? (companies[0]?.id ?? '') : '');
  const [panelId, setPanelId] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const panels = useCompanyPanels(kind === 'panel' && companyId !== '' ? companyId : undefined);
  const audience = audienceOf(kind, companyId, panelId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (audience === null) return;
    setBusy(true);
    const sent = await call(() => send({ audience, subject, body }), 'Message sent');
    setBusy(false);
    if (sent) {
      setSubject('');
      setBody('');
    }
  };

  return (
    <Card className="shadow-sm border-0">
      <Card.Body>
        <Form noValidate onSubmit={(event) => void submit(event)}>
          <Form.Group className="mb-3" controlId="message-audience">
            <Form.Label>To</Form.Label>
            <Form.Select value={kind} onChange={(event) => setKind(event.currentTarget.value as AudienceKind)}>
              {kinds.map((one) => (
                <option key={one} value={one}>
                  {AUDIENCE_LABELS[one]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {kind !== 'students' && companies.length > 1 && (
            <Form.Group className="mb-3" controlId="message-company">
              <Form.Label>Company</Form.Label>
              <Form.Select
                value={companyId}
                onChange={(event) => {
                  setCompanyId(event.currentTarget.value);
                  setPanelId('');
                }}
              >
                <option value="">Choose a company</option>
                {companies.map((company) => (
                  <option key={company.id} value={company.id}>
                    {company.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
          {kind === 'panel' && (
            <Form.Group className="mb-3" controlId="message-panel">
              <Form.Label>Panel</Form.Label>
              <Form.Select
                value={panelId}
                disabled={companyId === ''}
                onChange={(event) => setPanelId(event.currentTarget.value)}
              >
                <option value="">Choose a panel</option>
                {(panels.data ?? []).map((panel) => (
                  <option key={panel._id} value={panel._id}>
                    {panel.panelName}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
          <Form.Group className="mb-3" controlId="message-subject">
            <Form.Label>Subject</Form.Label>
            <Form.Control
              value={subject}
              maxLength={MESSAGE_SUBJECT_MAX_LENGTH}
              onChange={(event) => setSubject(event.currentTarget.value)}
            />
          </Form.Group>
          <Form.Group className="mb-3" controlId="message-body">
            <Form.Label>Message</Form.Label>
            <Form.Control
              as="textarea"
              rows={5}
              value={body}
              maxLength={MESSAGE_BODY_MAX_LENGTH}
              onChange={(event) => setBody(event.currentTarget.value)}
            />
            <Form.Text>Each student gets it by e-mail and sees it on their Messages page.</Form.Text>
          </Form.Group>
          <Button type="submit" disabled={busy || audience === null}>
            {busy && <Spinner as="span" animation="border" size="sm" className="me-2" />}
            Send Message
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
