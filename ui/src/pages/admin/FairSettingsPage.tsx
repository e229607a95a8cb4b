import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { type FairSettings } from '../../../../domain/fair-settings.js';
import {
  type FairSettingsForm,
  fairSettingsForm,
  validateFairSettingsForm,
} from '../../settings/fair-settings-form.js';
import { useFairSettings, useSaveFairSettings, type FairSettingsJson } from './fair-api.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { DataState } from '../../components/DataState.js';
import { FormError } from '../../components/FormError.js';
import { PageTitle } from '../../components/PageTitle.js';
import { TextField } from '../../components/TextField.js';
import { useDomainForm } from '../../forms/useDomainForm.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';

const FAILED_TO_LOAD = 'Error fetching the fair settings';

/** A field of a row of short settings, side by side on a wide screen. */
interface ShortField {
  readonly name: keyof FairSettingsForm;
  readonly id: string;
  readonly label: string;
  readonly type?: string;
  readonly placeholder?: string;
  readonly help?: string;
}

/** The selection window's opening and closing, each a date and an HH:MM time. */
const WINDOW_FIELDS: readonly ShortField[] = [
  { name: 'opensDate', id: 'opens-date', label: 'Opens on', type: 'date' },
  { name: 'opensTime', id: 'opens-time', label: 'Opens at', placeholder: 'HH:MM' },
  { name: 'closesDate', id: 'closes-date', label: 'Closes on', type: 'date' },
  { name: 'closesTime', id: 'closes-time', label: 'Closes at', placeholder: 'HH:MM' },
];

/** The interview length and the buffer, in whole minutes. */
const MINUTES_FIELDS: readonly ShortField[] = [
  { name: 'interviewMinutes', id: 'interview-minutes', label: 'An interview lasts (minutes)', help: '5 to 240' },
  { name: 'bufferMinutes', id: 'buffer-minutes', label: "Between a student's interviews (minutes)", help: '0 to 120' },
];

/** How long a reserve student has to answer an offered place. */
const OFFER_FIELDS: readonly ShortField[] = [
  {
    name: 'offerHoursBeforeFair',
    id: 'offer-hours',
    label: "Time to answer before the fair's days (hours)",
    help: '1 to 72',
  },
  {
    name: 'offerMinutesOnFairDay',
    id: 'offer-minutes',
    label: "Time to answer on the fair's days (minutes)",
    help: '1 to 240',
  },
];

/** How long a no-show's strike lasts. */
const STRIKE_FIELDS: readonly ShortField[] = [
  { name: 'strikeDays', id: 'strike-days', label: 'A strike lasts (days)', help: '1 to 3650' },
];

/** How long students' data is kept, and CVs may be downloaded, after the fair. */
const RETENTION_FIELDS: readonly ShortField[] = [
  {
    name: 'retentionDays',
    id: 'retention-days',
    label: "Keep students' data after the fair's last day (days)",
    help: '1 to 3650',
  },
  {
    name: 'cvDownloadDays',
    id: 'cv-download-days',
    label: "Companies may download CVs after the fair's last day (days)",
    help: '0 to 365, at most the days data is kept',
  },
];

/** The cards of short number fields, each with what its numbers do. */
const NUMBER_CARDS: readonly {
  readonly title: string;
  readonly intro: string;
  readonly fields: readonly ShortField[];
}[] = [
  {
    title: 'Interview length',
    intro:
      "Set Time, Next free and scheduling in bulk give each interview this long, and keep a student's interviews this far apart; calendar files end each interview after its length.",
    fields: MINUTES_FIELDS,
  },
  {
    title: 'Reserve offers',
    intro:
      "A place that frees up is offered to the first student on the company's reserve list, who accepts or declines it before a deadline; after it, the place goes to the next student waiting.",
    fields: OFFER_FIELDS,
  },
  {
    title: 'Strikes',
    intro:
      'A student marked no-show gets a strike, which lasts this many days; in the allocation, within a round, students with more strikes rank after those with fewer. An administrator may excuse a strike on the Strikes page.',
    fields: STRIKE_FIELDS,
  },
  {
    title: "Students' data",
    intro:
      "After the fair's last day, companies may download CVs for this many days, then every CV download is refused. Once the data is kept this many days, the CVs, pictures and personal details of students who have not signed in since the fair are deleted.",
    fields: RETENTION_FIELDS,
  },
];

const settingsOf = (json: FairSettingsJson): FairSettings => ({
  selectionOpensAt: json.selectionOpensAt === null ? null : new Date(json.selectionOpensAt),
  selectionClosesAt: json.selectionClosesAt === null ? null : new Date(json.selectionClosesAt),
  allowedEmailDomains: json.allowedEmailDomains,
  fairDays: json.fairDays,
  interviewMinutes: json.interviewMinutes,
  bufferMinutes: json.bufferMinutes,
  offerHoursBeforeFair: json.offerHoursBeforeFair,
  offerMinutesOnFairDay: json.offerMinutesOnFairDay,
  strikeDays: json.strikeDays,
  retentionDays: json.retentionDays,
  cvDownloadDays: json.cvDownloadDays,
});

/**
 * /admin/fair-settings: the selection window on the event's clock, the fair's days and hours, the
 * interview length and the buffer between a student's interviews, the time a reserve student has to
 * answer an offered place, how long a no-show's strike lasts, how long students' data is kept after
 * the fair, and the e-mail domains allowed to sign up.
 */
export function FairSettingsPage() {
  const settings = useFairSettings();
  return (
    <>
      <PageTitle title="Fair Settings">
        <Link className="btn btn-outline-primary" to="/admin/fairs">
          Fairs
        </Link>
      </PageTitle>
      <DataState data={settings.data} error={settings.error} fallback={FAILED_TO_LOAD}>
        {(data) => <SettingsForm saved={settingsOf(data)} />}
      </DataState>
    </>
  );
}

function SettingsForm({ saved }: { readonly saved: FairSettings }) {
  const alerts = useAlerts();
  const saveFairSettings = useSaveFairSettings();
  const zone = useEventTimeZone();
  const { control, failure, busy, onSubmit } = useDomainForm<FairSettingsForm, FairSettings>({
    defaultValues: fairSettingsForm(saved, zone),
    validate: (form) => validateFairSettingsForm(form, zone),
    send: async (value) => {
      const message = await saveFairSettings({
        selectionOpensAt: value.selectionOpensAt?.toISOString() ?? null,
        selectionClosesAt: value.selectionClosesAt?.toISOString() ?? null,
        allowedEmailDomains: [...value.allowedEmailDomains],
        fairDays: value.fairDays.map((day) => ({ ...day })),
        interviewMinutes: value.interviewMinutes,
        bufferMinutes: value.bufferMinutes,
        offerHoursBeforeFair: value.offerHoursBeforeFair,
        offerMinutesOnFairDay: value.offerMinutesOnFairDay,
        strikeDays: value.strikeDays,
        retentionDays: value.retentionDays,
        cvDownloadDays: value.cvDownloadDays,
      });
      alerts.success(message);
    },
  });

  return (
    <Form noValidate onSubmit={onSubmit}>
      <FormError message={failure} />
      <SettingsCard
        title="Selection window"
        intro={`Students submit their choice of companies from the opening to the closing, on the fair's clock (${zone}). Leave a side empty to keep it open.`}
      >
        <ShortFields control={control} fields={WINDOW_FIELDS} />
      </SettingsCard>
      <SettingsCard
        title="The fair's days"
        intro={`One day a line with the hours every panel interviews that day, on the fair's clock (${zone}), such as 2026-03-02 09:00-17:00. Interview times are then set on these days and within these hours only. Leave it empty to set times on any day.`}
      >
        <TextField
          control={control}
          name="fairDays"
          id="fair-days"
          label="Days and hours (YYYY-MM-DD HH:MM-HH:MM)"
          placeholder="2026-03-02 09:00-17:00"
          rows={3}
        />
      </SettingsCard>
      {NUMBER_CARDS.map((card) => (
        <SettingsCard key={card.title} title={card.title} intro={card.intro}>
          <ShortFields control={control} fields={card.fields} />
        </SettingsCard>
      ))}
      <SettingsCard title="Sign-up">
        <TextField
          control={control}
          name="allowedEmailDomains"
          id="allowed-domains"
          label="E-mail domains allowed to sign up (empty: any)"
          placeholder="uni.example.org, *.uni.example.org"
          rows={2}
          help="A domain lets in that domain only. Put *. before it to let in its sub-domains: *.uni.example.org lets in eng.uni.example.org (list uni.example.org too for the domain itself)."
        />
      </SettingsCard>
      <Button type="submit" disabled={busy}>
        {busy && <Spinner as="span" animation="border" size="sm" className="me-2" />}
        Save Settings
      </Button>
    </Form>
  );
}

/** One group of settings: a titled card, with what its settings do. */
function SettingsCard({
  title,
  intro,
  children,
}: {
  readonly title: string;
  readonly intro?: string;
  readonly children: ReactNode;
}) {
  return (
    <Card className="mb-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {title}
        </Card.Title>
        {intro && <Card.Text className="text-body-secondary small">{intro}</Card.Text>}
        {children}
      </Card.Body>
    </Card>
  );
}

function ShortFields({
  control,
  fields,
}: {
  readonly control: Control<FairSettingsForm, unknown, FairSettings>;
  readonly fields: readonly ShortField[];
}) {
  return (
    <Row>
      {fields.map((field) => (
        <Col sm={6} lg={3} key={field.id}>
          <TextField control={control} {...field} />
        </Col>
      ))}
    </Row>
  );
}
