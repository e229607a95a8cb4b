import * as E from 'fp-ts/lib/Either.js';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { type DayHours, panelDays } from '../../../../domain/fair-days.js';
import type { PanelJson } from '../../api/types.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { DialogFormModal } from '../../components/FormModal.js';
import { TextField } from '../../components/TextField.js';
import { useDialogForm } from '../../forms/useDialogForm.js';
import { parseFairDays } from '../../settings/fair-settings-form.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';
import { useFairDays } from '../../api/fair-days.js';
import { useSetPanelHours } from './api.js';

const line = (day: DayHours) => `${day.date} ${day.opens}-${day.closes}`;

/**
 * Panel Hours, once the fair has days: the panel's hours on each of them, one day a line, the fair's
 * where the panel keeps no other. Only the days that differ from the fair's are kept as the panel's own.
 */
export function PanelHoursButton({ panel }: { readonly panel: PanelJson }) {
  const fairDays = useFairDays().data ?? [];
  const [show, setShow] = useState(false);
  if (fairDays.length === 0) return null;
  return (
    <>
      <Button size="sm" variant="outline-secondary" onClick={() => setShow(true)}>
        Panel Hours
      </Button>
      {show && <PanelHoursModal panel={panel} fairDays={fairDays} onHide={() => setShow(false)} />}
    </>
  );
}

function PanelHoursModal({
  panel,
  fairDays,
  onHide,
}: {
  readonly panel: PanelJson;
  readonly fairDays: readonly DayHours[];
  readonly onHide: () => void;
}) {
  const alerts = useAlerts();
  const zone = useEventTimeZone();
  const setPanelHours = useSetPanelHours();
  const form = useDialogForm({
    onHide,
    defaultValues: { hours: panelDays(fairDays, panel.hours).map(line).join('\n') },
    validate: ({ hours }) => {
      const read = parseFairDays(hours);
      if (E.isLeft(read)) return E.left([{ field: 'hours', message: read.left }]);
      // A day as the fair keeps it is not the panel's own: it follows the fair's hours if they change.
      return E.right(read.right.filter((day) => !fairDays.some((fairDay) => line(fairDay) === line(day))));
    },
    send: async (own) => {
      const message = await setPanelHours(panel, own);
      alerts.success(message || `${panel.panelName}'s hours were saved.`);
      onHide();
    },
    failureField: 'hours',
  });

  return (
    <DialogFormModal
      form={form}
      title={`Hours of ${panel.panelName}`}
      submitLabel="Save Hours"
      note={
        <>
          One of the fair&apos;s days a line with the hours this panel interviews, on the fair&apos;s clock ({zone}).
          Change a day&apos;s hours to give this panel its own; the others keep the fair&apos;s.
        </>
      }
    >
      <TextField
        control={form.control}
        name="hours"
        id={`panel-hours-${panel._id}`}
        label="Days and hours (YYYY-MM-DD HH:MM-HH:MM)"
        rows={Math.min(fairDays.length + 1, 8)}
        autoFocus
      />
    </DialogFormModal>
  );
}
