import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
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

/** The interview length and the buffer, in whole minutes. */
const MINUTES_FIELDS = [
  { name: 'interviewMinutes', id: 'interview-minutes', label: 'An interview lasts (minutes)', help: '5 to 240' },
  { name: 'bufferMinutes', id: 'buffer-minutes', label: "Between a student's interviews (minutes)", help: '0 to 120' },
] as const;

const settingsOf = (json: FairSettingsJson): FairSettings => ({
  selectionOpensAt: json.selectionOpensAt === null ? null : new Date(json.selectionOpensAt),
  selectionClosesAt: json.selectionClosesAt === null ? null : new Date(json.selectionClosesAt),
  allowedEmailDomains: json.allowedEmailDomains,
  fairDays: json.fairDays,
  interviewMinutes: json.interviewMinutes,
  bufferMinutes: json.bufferMinutes,
});

/**
 * /admin/fair-settings: the selection window on the event's clock, the fair's days and hours, the
 * interview length and the buffer between a student's interviews, and the e-mail domains allowed to sign up.
 */
export function FairSettingsPage() {
  const settings = useFairSettings();
  return (
    <>
      <PageTitle title="Fair Settings" />
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
      });
      alerts.success(message);
    },
  });

  return (
    <Form noValidate onSubmit={onSubmit}>
      <FormError message={failure} />
      <Card className="mb-4">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            Selection window
          </Card.Title>
          <Card.Text className="text-body-secondary small">
            Students submit their choice of companies from the opening to the closing, on the fair&apos;s clock ({zone}
            ). Leave a side empty to keep it open.
          </Card.Text>
          <Row>
            <Col sm={6} lg={3}>
              <TextField control={control} name="opensDate" id="opens-date" label="Opens on" type="date" />
            </Col>
            <Col sm={6} lg={3}>
              <TextField control={control} name="opensTime" id="opens-time" label="Opens at" placeholder="HH:MM" />
            </Col>
            <Col sm={6} lg={3}>
              <TextField control={control} name="closesDate" id="closes-date" label="Closes on" type="date" />
            </Col>
            <Col sm={6} lg={3}>
              <TextField control={control} name="closesTime" id="closes-time" label="Closes at" placeholder="HH:MM" />
            </Col>
          </Row>
        </Card.Body>
      </Card>
      <Card className="mb-4">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            The fair&apos;s days
          </Card.Title>
          <Card.Text className="text-body-secondary small">
            One day a line with the hours every panel interviews that day, on the fair&apos;s clock ({zone}), such as
            2026-03-02 09:00-17:00. Interview times are then set on these days and within these hours only. Leave it
            empty to set times on any day.
          </Card.Text>
          <TextField
            control={control}
            name="fairDays"
            id="fair-days"
            label="Days and hours (YYYY-MM-DD HH:MM-HH:MM)"
            placeholder="2026-03-02 09:00-17:00"
            rows={3}
          />
        </Card.Body>
      </Card>
      <Card className="mb-4">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            Interview length
          </Card.Title>
          <Card.Text className="text-body-secondary small">
            Set Time, Next free and scheduling in bulk give each interview this long, and keep a student&apos;s
            interviews this far apart; calendar files end each interview after its length.
          </Card.Text>
          <Row>
            {MINUTES_FIELDS.map((field) => (
              <Col sm={6} lg={3} key={field.id}>
                <TextField control={control} {...field} />
              </Col>
            ))}
          </Row>
        </Card.Body>
      </Card>
      <Card className="mb-4">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            Sign-up
          </Card.Title>
          <TextField
            control={control}
            name="allowedEmailDomains"
            id="allowed-domains"
            label="E-mail domains allowed to sign up (empty: any)"
            placeholder="uni.example.org, *.uni.example.org"
            rows={2}
            help="A domain lets in that domain only. Put *. before it to let in its sub-domains: *.uni.example.org lets in eng.uni.example.org (list uni.example.org too for the domain itself)."
          />
        </Card.Body>
      </Card>
      <Button type="submit" disabled={busy}>
        {busy && <Spinner as="span" animation="border" size="sm" className="me-2" />}
        Save Settings
      </Button>
    </Form>
  );
}
