import { useState, type ReactNode } from 'react';
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
  const setReminders = useSetReminders();
  const setScheduleMails = useSetScheduleMails();
  const [saving, setSaving] = useState(false);

  return (
    <Card className="shadow-sm border-0 mt-4">
      <Card.Body>
        <Card.Title as="h2" className="h6">
          Interview e-mails
        </Card.Title>
        <div className="d-grid gap-3">
          <MailSwitch
            id="interview-emails"
            label="E-mail me before each interview and when I'm next"
            on={!student.remindersOff}
            turn={(on) => setReminders(!on)}
            told={(on) => (on ? 'Interview e-mails are on' : 'Interview e-mails are off')}
            saving={saving}
            setSaving={setSaving}
          >
            A reminder comes shortly before each interview that has a time, and a message when you are next in a
            panel&apos;s queue. The banner on this site tells you either way.
          </MailSwitch>
          <MailSwitch
            id="schedule-emails"
            label="E-mail me the interviews I am given (company, panel, day and time)"
            on={!student.scheduleMailsOff}
            turn={(on) => setScheduleMails(!on)}
            told={(on) =>
              on
                ? 'E-mails about the interviews you are given are on'
                : 'E-mails about the interviews you are given are off'
            }
            saving={saving}
            setSaving={setSaving}
          >
            Sent when the fair&apos;s team gives out the interviews. Your Interviews page shows them either way.
          </MailSwitch>
        </div>
      </Card.Body>
    </Card>
  );
}

/** One switch of the card, with what it is about under it; both wait while either is saved. */
function MailSwitch({
  id,
  label,
  on,
  turn,
  told,
  saving,
  setSaving,
  children,
}: {
  readonly id: string;
  readonly label: string;
  readonly on: boolean;
  readonly turn: (on: boolean) => Promise<string>;
  readonly told: (on: boolean) => string;
  readonly saving: boolean;
  readonly setSaving: (saving: boolean) => void;
  readonly children: ReactNode;
}) {
  const call = useAlertedCall();
  const change = async (wanted: boolean) => {
    setSaving(true);
    await call(() => turn(wanted), told(wanted));
    setSaving(false);
  };
  return (
    <div>
      <Form.Check
        type="switch"
        role="switch"
        id={id}
        label={label}
        checked={on}
        disabled={saving}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      <p className="small text-body-secondary mt-2 mb-0">{children}</p>
    </div>
  );
}
