import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useSetReminders } from './api.js';
import { useSetScheduleMails } from '../messages/messages-api.js';
import type { StudentJson } from '../../api/types.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';

/**
 * The Account page's switches for interview e-mails: reminders before timed interviews and "you're next";
 * and the e-mail telling the interviews the student was given.
 */
export function RemindersSwitch({ student }: { readonly student: StudentJson }) {
  const call = useAlertedCall();
  const setReminders = useSetReminders();
  const [saving, setSaving] = useState(false);
  const setScheduleMails = useSetScheduleMails();

  const change = async (wanted: boolean) => {
    setSaving(true);
    await call(() => setReminders(!wanted), wanted ? 'Interview e-mails are on' : 'Interview e-mails are off');
    setSaving(false);
  };

  const changeScheduleMails = async (wanted: boolean) => {
    setSaving(true);
    await call(
      () => setScheduleMails(!wanted),
      wanted
        ? 'E-mails about the interviews you are given are on'
        : 'E-mails about the interviews you are given are off',
    );
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
        <p className="small text-body-secondary mt-2">
          A reminder comes shortly before each interview that has a time, and a message when you are next in a
          panel&apos;s queue. The banner on this site tells you either way.
        </p>
        <Form.Check
          type="switch"
          role="switch"
          id="schedule-emails"
          label="E-mail me the interviews I am given (company, panel, day and time)"
          checked={!student.scheduleMailsOff}
          disabled={saving}
          onChange={(event) => void changeScheduleMails(event.currentTarget.checked)}
        />
        <p className="small text-body-secondary mb-0 mt-2">
          Sent when the fair&apos;s team gives out the interviews. Your Interviews page shows them either way.
        </p>
      </Card.Body>
    </Card>
  );
}
