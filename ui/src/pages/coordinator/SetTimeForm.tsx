import * as E from 'fp-ts/lib/Either.js';
import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useController } from 'react-hook-form';
import { formatEventDate, formatEventTime, parseEventTime } from '../../../../domain/event-time.js';
import { dayName } from '../../../../domain/fair-days.js';
import { displayName } from '../../../../domain/student.js';
import type { Validated } from '../../../../domain/validation.js';
import { useFairDays } from '../../api/fair-days.js';
import { useSetInterviewTime } from './api.js';
import type { CompanyInterviewJson } from '../../api/types.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { FairDayOptions, HHMM_INPUT } from '../../components/FairTimeInputs.js';
import { useDomainForm } from '../../forms/useDomainForm.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';
import { NextFreeTimeButton } from './NextFreeTimeButton.js';
import { offeredFairDay, setTimeDay } from './set-time-day.js';

/** The action Set Time's outcome is shown for: a new try takes the earlier outcome away. */
const SET_TIME = 'set-time';

interface TimeForm {
  /** The fair's day "YYYY-MM-DD" the time is on, when the fair has days; '' otherwise. */
  readonly day: string;
  readonly time: string;
}

/** HH:MM on the fair's clock on `day` as an ISO instant, or null when left empty (no time). */
const timeOn =
  (day: string, zone: string) =>
  ({ time }: TimeForm): Validated<string | null> => {
    if (time.trim() === '') return E.right(null);
    const parsed = parseEventTime(day, time, zone);
    return E.isLeft(parsed) ? E.left([{ field: 'time', message: parsed.left }]) : E.right(parsed.right.toISOString());
  };

/**
 * Set Time: a day and HH:MM on the fair's clock, sent as an ISO instant; an empty time clears it.
 * Once the fair has days, the day is chosen among them (first: the day the interview already has,
 * else the next of the fair's days from today). Without days, the time is read on the day of the
 * time Next free proposed, else the day the interview already has, else today on that clock.
 */
export function SetTimeForm({ interview }: { readonly interview: CompanyInterviewJson }) {
  const fairDays = useFairDays().data?.map((day) => day.date) ?? [];
  // The fair's days decide the form's day field, so the form starts again when they arrive.
  return <TimeFields key={fairDays.join(' ')} interview={interview} fairDays={fairDays} />;
}

function TimeFields({
  interview,
  fairDays,
}: {
  readonly interview: CompanyInterviewJson;
  readonly fairDays: readonly string[];
}) {
  const alerts = useAlerts();
  const setInterviewTime = useSetInterviewTime();
  const zone = useEventTimeZone();
  const saved = interview.time ? new Date(interview.time) : null;
  const name = displayName(interview.student);
  const withDays = fairDays.length > 0;
  // The instant Next free proposed last, and its HH:MM; its day counts while the field holds that HH:MM.
  const proposal = useRef<{ readonly at: Date; readonly hhmm: string } | null>(null);
  /** The day the field's HH:MM is read on. */
  const dayOf = ({ day, time }: TimeForm) => {
    if (withDays) return day;
    const last = proposal.current;
    const proposed = last !== null && last.hhmm === time.trim() ? last.at : null;
    return setTimeDay({ proposed, saved, now: new Date() }, zone);
  };
  const { form, control, busy, onSubmit } = useDomainForm<TimeForm, string | null>({
    defaultValues: {
      day: withDays ? offeredFairDay(setTimeDay({ proposed: null, saved, now: new Date() }, zone), fairDays) : '',
      time: saved ? formatEventTime(saved, zone) : '',
    },
    validate: (form) => timeOn(dayOf(form), zone)(form),
    send: async (time, typed) => {
      const message = await setInterviewTime(interview._id, time);
      alerts.success(
        message ||
          (time
            ? `${name} is interviewed on ${dayName(dayOf(typed), zone)} at ${typed.time}.`
            : `${name} has no interview time now.`),
        { action: SET_TIME },
      );
    },
    failureField: 'time',
  });
  const { field, fieldState } = useController({ control, name: 'time' });
  const { field: dayField } = useController({ control, name: 'day' });
  // Without the fair's days the field shows HH:MM only: its day is said when it is not today's (Next free after midnight).
  const day = withDays || field.value.trim() === '' ? null : dayOf({ day: '', time: field.value });
  const otherDay = day !== null && day !== formatEventDate(new Date(), zone) ? day : null;

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        alerts.clear(SET_TIME);
        return onSubmit(event);
      }}
      className="d-flex flex-wrap align-items-start gap-2 justify-content-end"
    >
      {withDays && (
        <Form.Select
          size="sm"
          ref={dayField.ref}
          name={dayField.name}
          value={dayField.value}
          onChange={dayField.onChange}
          onBlur={dayField.onBlur}
          aria-label={`Day for ${name}`}
          style={{ width: '9rem' }}
        >
          <FairDayOptions days={fairDays} zone={zone} />
        </Form.Select>
      )}
      <div>
        <Form.Control
          {...HHMM_INPUT}
          size="sm"
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={Boolean(fieldState.error)}
          aria-label={`Time for ${name}`}
        />
        {otherDay && <Form.Text className="d-block small">on {dayName(otherDay, zone)}</Form.Text>}
        <Form.Control.Feedback type="invalid" className="text-wrap">
          {fieldState.error?.message}
        </Form.Control.Feedback>
      </div>
      <NextFreeTimeButton
        interviewId={interview._id}
        studentName={name}
        onProposed={(at) => {
          const hhmm = formatEventTime(at, zone);
          proposal.current = { at, hhmm };
          const proposedDay = formatEventDate(at, zone);
          if (withDays && fairDays.includes(proposedDay)) form.setValue('day', proposedDay, { shouldDirty: true });
          form.setValue('time', hhmm, { shouldDirty: true });
        }}
      />
      <Button type="submit" size="sm" variant="outline-primary" className="text-nowrap" disabled={busy}>
        {busy && <Spinner as="span" animation="border" size="sm" className="me-1" />}
        Set Time
      </Button>
    </Form>
  );
}
