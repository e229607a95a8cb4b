import * as E from 'fp-ts/lib/Either.js';
import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formatEventDate, parseEventTime } from '../../../domain/event-time.js';
import type { BulkInterviewRequest } from '../api/bulk-interviews.js';
import { errorText } from '../api/client.js';
import type { BulkInterviewOutcomeJson, PanelJson } from '../api/types.js';
import { useFairDays } from '../api/fair-days.js';
import { PanelOptions } from '../pages/interview-desk/PanelPicker.js';
import { useEventTimeZone } from '../settings/EventTimeZoneContext.js';
import { useAlerts } from './AlertsContext.js';
import { FairDayOptions, HHMM_INPUT } from './FairTimeInputs.js';
import { FormModal } from './FormModal.js';
import { keepOnly, type Chosen } from './row-selection.js';

type Act = (request: BulkInterviewRequest) => Promise<{ outcome: BulkInterviewOutcomeJson; message: string }>;
type Dialog = 'assign' | 'time' | 'delete';

/** How many chosen names a dialog lists before it says how many more. */
const NAMES_LISTED = 8;

const interviews = (count: number) => `${String(count)} interview${count === 1 ? '' : 's'}`;

/**
 * The actions on the interviews chosen on a table's rows, shown while any is chosen: Assign panel
 * (one of `panels`), Set time (a day and a start: the chosen ones follow one after the other, in the
 * order they were chosen) and Delete (after a question saying how many). One request does each; the
 * alert tells what was done and names each interview refused with its reason, which stays chosen.
 */
export function InterviewBulkActions({
  chosen,
  onChosen,
  panels,
  noPanels,
  act,
}: {
  readonly chosen: Chosen;
  readonly onChosen: (chosen: Chosen) => void;
  /** The panels Assign panel offers: those of the chosen interviews' company. */
  readonly panels: readonly PanelJson[];
  /** Why no panel is offered, when none is (e.g. "Filter by a company to assign one of its panels"). */
  readonly noPanels?: string;
  readonly act: Act;
}) {
  const alerts = useAlerts();
  const action = useId();
  const [open, setOpen] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState(false);
  if (chosen.length === 0) return null;

  const run = async (request: BulkInterviewRequest) => {
    alerts.clear(action);
    setBusy(true);
    try {
      const { outcome, message } = await act(request);
      const refused = outcome.rows.filter((row) => !row.done);
      const names = new Map(chosen.map((row) => [row.id, row.name]));
      if (refused.length === 0) alerts.success(message, { action });
      else {
        const reasons = refused.map((row) => `${names.get(row._id) ?? 'An interview'}: ${row.reason ?? 'refused'}`);
        alerts.error(`${message}. ${reasons.join(' ')}`, { action });
      }
      onChosen(
        keepOnly(
          chosen,
          refused.map((row) => row._id),
        ),
      );
    } catch (error) {
      alerts.error(errorText(error), { action });
    } finally {
      setBusy(false);
      setOpen(null);
    }
  };
  const ids = chosen.map((row) => row.id);
  const close = () => {
    if (!busy) setOpen(null);
  };

  return (
    <div
      role="toolbar"
      aria-label="Actions on the chosen interviews"
      className="d-flex flex-wrap align-items-center gap-2 mb-3 p-2 border rounded bg-body-tertiary"
    >
      <span className="fw-semibold me-1" aria-live="polite">
        {interviews(chosen.length)} chosen
      </span>
      <Button size="sm" variant="outline-primary" onClick={() => setOpen('assign')} disabled={busy}>
        Assign panel
      </Button>
      <Button size="sm" variant="outline-primary" onClick={() => setOpen('time')} disabled={busy}>
        Set time
      </Button>
      <Button size="sm" variant="outline-danger" onClick={() => setOpen('delete')} disabled={busy}>
        Delete
      </Button>
      <Button size="sm" variant="outline-secondary" onClick={() => onChosen([])} disabled={busy}>
        Clear selection
      </Button>
      <AssignPanelDialog
        show={open === 'assign'}
        busy={busy}
        count={chosen.length}
        panels={panels}
        noPanels={noPanels}
        onHide={close}
        onAssign={(panelID) => void run({ action: 'assign-panel', ids, panelID })}
      />
      <SetTimesDialog
        show={open === 'time'}
        busy={busy}
        chosen={chosen}
        onHide={close}
        onSet={(start) => void run({ action: 'set-time', ids, start })}
      />
      <FormModal
        title={`Delete ${interviews(chosen.length)}?`}
        submitLabel="Delete"
        show={open === 'delete'}
        busy={busy}
        onHide={close}
        onSubmit={(event) => {
          event.preventDefault();
          void run({ action: 'delete', ids });
        }}
      >
        <p>
          The {interviews(chosen.length)} chosen will be deleted, and each student sees it at once. An interview that
          has started is kept. This cannot be undone.
        </p>
        <ChosenNames chosen={chosen} />
      </FormModal>
    </div>
  );
}

function AssignPanelDialog({
  show,
  busy,
  count,
  panels,
  noPanels,
  onHide,
  onAssign,
}: {
  readonly show: boolean;
  readonly busy: boolean;
  readonly count: number;
  readonly panels: readonly PanelJson[];
  readonly noPanels: string | undefined;
  readonly onHide: () => void;
  readonly onAssign: (panelId: string) => void;
}) {
  const id = useId();
  const [panelId, setPanelId] = useState('');
  const chosenPanel = panels.some((panel) => panel._id === panelId) ? panelId : (panels[0]?._id ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosenPanel === '') onHide();
    else onAssign(chosenPanel);
  };
  return (
    <FormModal
      title={`Assign ${interviews(count)} to a panel`}
      submitLabel="Assign panel"
      show={show}
      busy={busy}
      onHide={onHide}
      onSubmit={submit}
    >
      {panels.length === 0 ? (
        <p className="mb-0">{noPanels ?? 'Add a panel first.'}</p>
      ) : (
        <Form.Group controlId={id}>
          <Form.Label>Panel</Form.Label>
          <Form.Select value={chosenPanel} onChange={(event) => setPanelId(event.target.value)}>
            <PanelOptions panels={panels} />
          </Form.Select>
          <Form.Text>Each chosen student takes the next place in the panel's queue.</Form.Text>
        </Form.Group>
      )}
    </FormModal>
  );
}

function SetTimesDialog({
  show,
  busy,
  chosen,
  onHide,
  onSet,
}: {
  readonly show: boolean;
  readonly busy: boolean;
  readonly chosen: Chosen;
  readonly onHide: () => void;
  readonly onSet: (start: string) => void;
}) {
  const zone = useEventTimeZone();
  const fairDays = useFairDays().data?.map((day) => day.date) ?? [];
  const dayId = useId();
  const timeId = useId();
  const [typedDay, setDay] = useState('');
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const today = formatEventDate(new Date(), zone);
  const day = typedDay || (fairDays.find((each) => each >= today) ?? fairDays.at(-1) ?? today);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const start = parseEventTime(day, time, zone);
    if (E.isLeft(start)) {
      setProblem(start.left);
      return;
    }
    setProblem(null);
    onSet(start.right.toISOString());
  };

  return (
    <FormModal
      title={`Set the times of ${interviews(chosen.length)}`}
      submitLabel="Set time"
      show={show}
      busy={busy}
      onHide={onHide}
      onSubmit={submit}
    >
      <p>
        The first chosen interview starts at this time; each next one follows at the interview length plus the buffer,
        in the order they were chosen. A time that clashes is refused for that interview alone.
      </p>
      <div className="d-flex flex-wrap gap-3 mb-3">
        <Form.Group controlId={dayId}>
          <Form.Label>Day</Form.Label>
          {fairDays.length > 0 ? (
            <Form.Select value={day} onChange={(event) => setDay(event.target.value)}>
              <FairDayOptions days={fairDays} zone={zone} />
            </Form.Select>
          ) : (
            <Form.Control type="date" value={day} onChange={(event) => setDay(event.target.value)} />
          )}
        </Form.Group>
        <Form.Group controlId={timeId}>
          <Form.Label>Start time</Form.Label>
          <Form.Control
            {...HHMM_INPUT}
            value={time}
            isInvalid={problem !== null}
            onChange={(event) => setTime(event.target.value)}
          />
          <Form.Control.Feedback type="invalid">{problem}</Form.Control.Feedback>
        </Form.Group>
      </div>
      <ChosenNames chosen={chosen} />
    </FormModal>
  );
}

/** The chosen interviews' students, in the order they were chosen. */
function ChosenNames({ chosen }: { readonly chosen: Chosen }) {
  const listed = chosen.slice(0, NAMES_LISTED);
  const more = chosen.length - listed.length;
  return (
    <>
      <ol className="mb-0">
        {listed.map((row) => (
          <li key={row.id}>{row.name}</li>
        ))}
      </ol>
      {more > 0 && <p className="mb-0 mt-1">and {String(more)} more</p>}
    </>
  );
}
