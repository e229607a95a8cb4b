import * as E from 'fp-ts/lib/Either.js';
import { useState } from 'react';
import { formatEventDate, parseEventTime } from '../../../../domain/event-time.js';
import { PANEL_MESSAGES, PAUSE_REASON_MAX_LENGTH } from '../../../../domain/panel.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { BusyButton } from '../../components/BusyButton.js';
import { HHMM_INPUT } from '../../components/FairTimeInputs.js';
import { DialogFormModal } from '../../components/FormModal.js';
import { TextField } from '../../components/TextField.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { useDialogForm } from '../../forms/useDialogForm.js';
import type { PanelQueueJson } from '../interview-desk/PanelQueues.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';
import { usePanelPause } from './api.js';

/**
 * Pause (a reason and the time back, today on the fair's clock) for a running panel, Resume for a
 * paused one: the students waiting in its queue see it at once.
 */
export function PauseButton({ queue }: { readonly queue: PanelQueueJson }) {
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);
  const alerted = useAlertedCall();
  const { resume } = usePanelPause();
  const name = queue.panel.panelName;
  if (queue.pause) {
    const onResume = async () => {
      setBusy(true);
      await alerted(() => resume(queue.panel._id), `${name} is running again`);
      setBusy(false);
    };
    return (
      <BusyButton
        size="sm"
        variant="outline-success"
        busy={busy}
        onClick={() => void onResume()}
        aria-label={`Resume ${name}`}
      >
        Resume
      </BusyButton>
    );
  }
  return (
    <>
      <BusyButton
        size="sm"
        variant="outline-secondary"
        busy={false}
        onClick={() => setShow(true)}
        aria-label={`Pause ${name}`}
      >
        Pause
      </BusyButton>
      {show && <PauseModal queue={queue} onHide={() => setShow(false)} />}
    </>
  );
}

function PauseModal({ queue, onHide }: { readonly queue: PanelQueueJson; readonly onHide: () => void }) {
  const alerts = useAlerts();
  const zone = useEventTimeZone();
  const { pause } = usePanelPause();
  const form = useDialogForm({
    onHide,
    defaultValues: { reason: '', backAt: '' },
    validate: ({ reason, backAt }) => {
      if (reason.trim() === '') return E.left([{ field: 'reason', message: PANEL_MESSAGES.pauseReasonRequired }]);
      const back = parseEventTime(formatEventDate(new Date(), zone), backAt, zone);
      if (E.isLeft(back)) return E.left([{ field: 'backAt', message: PANEL_MESSAGES.backAtInvalid }]);
      return E.right({ reason, backAt: back.right });
    },
    send: async ({ reason, backAt }) => {
      alerts.success(await pause(queue.panel._id, reason, backAt));
      onHide();
    },
  });
  return (
    <DialogFormModal
      form={form}
      title={`Pause ${queue.panel.panelName}`}
      submitLabel="Pause Panel"
      note={
        <>
          The students waiting in this panel&apos;s queue see the pause and its reason at once, and their waits count
          it. They keep their places.
        </>
      }
    >
      <TextField
        control={form.control}
        name="reason"
        id={`pause-reason-${queue.panel._id}`}
        label="Reason"
        maxLength={PAUSE_REASON_MAX_LENGTH + 50}
        placeholder="Lunch break"
        autoFocus
      />
      <TextField
        control={form.control}
        name="backAt"
        id={`pause-back-${queue.panel._id}`}
        label={`Expected back at (HH:MM today, ${zone})`}
        placeholder={HHMM_INPUT.placeholder}
        maxLength={HHMM_INPUT.maxLength}
        autoComplete={HHMM_INPUT.autoComplete}
      />
    </DialogFormModal>
  );
}
