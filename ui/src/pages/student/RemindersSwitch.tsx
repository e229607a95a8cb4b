import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useSetReminders } from './api.js';
import type { StudentJson } from '../../api/types.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';

/** The Account page's switch for interview e-mails: reminders before timed interviews and "you're next". */
export function RemindersSwitch({ student }: { readonly student: StudentJson }) {
  const call = useAlertedCall();
  const setReminders = useSetReminders();
  const [saving, setSaving] = useState(false);

  const change = async (wanted: boolean) => {
    setSaving(true);
    await call(() => setReminders(!wanted), wanted ? 'Interview e-mails are on' : 'Interview e-mails are off');
    setSaving(false);
  };

  return (
    <Card className="shadow-sm border-0 mt-4">
      <Card.Body>
        <Card.Title as="h2" className="h6">
          Interview e-mails
        </Card.Title>
        <Form.Check
          type="switch"
          role="switch"
          id="interview-emails"
          label="E-mail me before each interview and when I'm next"
          checked={!student.remindersOff}
          disabled={saving}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        <p className="small text-body-secondary mb-0 mt-2">
          A reminder comes shortly before each interview that has a time, and a message when you are next in a
          panel&apos;s queue. The banner on this site tells you either way.
        </p>
      </Card.Body>
    </Card>
  );
}
