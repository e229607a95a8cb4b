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

const settingsOf = (json: FairSettingsJson): FairSettings => ({
  selectionOpensAt: json.selectionOpensAt === null ? null : new Date(json.selectionOpensAt),
  selectionClosesAt: json.selectionClosesAt === null ? null : new Date(json.selectionClosesAt),
  allowedEmailDomains: json.allowedEmailDomains,
  fairDays: json.fairDays,
  offerHoursBeforeFair: json.offerHoursBeforeFair,
  offerMinutesOnFairDay: json.offerMinutesOnFairDay,
});

/** /admin/fair-settings: the selection window on the event's clock, the fair's days and hours, and the e-mail domains allowed to sign up. */
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
        offerHoursBeforeFair: value.offerHoursBeforeFair,
        offerMinutesOnFairDay: value.offerMinutesOnFairDay,
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
            Reserve offers
          </Card.Title>
          <Card.Text className="text-body-secondary small">
            A place that frees up is offered to the first student on the company&apos;s reserve list, who accepts or
            declines it before a deadline; after it, the place goes to the next student waiting.
          </Card.Text>
          <Row>
            <Col sm={6}>
              <TextField
                control={control}
                name="offerHoursBeforeFair"
                id="offer-hours"
                label="Time to answer before the fair's days (hours)"
                type="number"
              />
            </Col>
            <Col sm={6}>
              <TextField
                control={control}
                name="offerMinutesOnFairDay"
                id="offer-minutes"
                label="Time to answer on the fair's days (minutes)"
                type="number"
              />
            </Col>
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
