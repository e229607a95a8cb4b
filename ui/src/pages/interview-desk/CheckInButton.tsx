import * as E from 'fp-ts/lib/Either.js';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { parseCheckInCode } from '../../../../domain/check-in-code.js';
import { displayName } from '../../../../domain/student.js';
import type { Validated } from '../../../../domain/validation.js';
import { formatEventTime } from '../../../../domain/event-time.js';
import { ApiError } from '../../api/client.js';
import { checkInStudent } from './api.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { acceptOffline, dismissRefusal, type DeskDecision } from '../../offline/desk.js';
import { deskDatabase } from '../../offline/desk-store.js';
import { useDeskOwner, useDeskStatus, type DeskStatus } from '../../offline/DeskSync.js';
import { browserOffline } from '../../offline/offline-state.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';
import { FormModal } from '../../components/FormModal.js';
import { TextField } from '../../components/TextField.js';
import { useDomainForm } from '../../forms/useDomainForm.js';
import { browserScanEnvironment, chooseScanner, startScanning, type StopScanning } from './scan/code-scanner.js';

interface CodeForm {
  readonly code: string;
}

const validateCode = ({ code }: CodeForm): Validated<string> =>
  E.mapLeft((message: string) => [{ field: 'code', message }])(parseCheckInCode(code));

/**
 * Check In at the desk: the student's code, scanned from their Interviews page with the device's
 * camera or typed; their interview with this company is marked, and every board shows them as here.
 */
export function CheckInButton() {
  const [show, setShow] = useState(false);
  const owner = useDeskOwner();
  const status = useDeskStatus(owner);
  return (
    <>
      <Button variant="success" className="text-nowrap" onClick={() => setShow(true)}>
        Check In
        {status.waiting > 0 && (
          <span className="badge text-bg-light ms-2 desk-waiting" title="Check-ins waiting to be sent">
            {status.waiting}
            <span className="visually-hidden"> check-ins waiting to be sent</span>
          </span>
        )}
      </Button>
      {show && <CheckInDialog owner={owner} status={status} onHide={() => setShow(false)} />}
      {!show && <DeskRefusals status={status} />}
    </>
  );
}

/** The network never answered: the desk takes the code offline instead. */
const unreachable = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

function CheckInDialog({
  owner,
  status,
  onHide,
}: {
  readonly owner: string | null;
  readonly status: DeskStatus;
  readonly onHide: () => void;
}) {
  const alerts = useAlerts();
  const [offlineResult, setOfflineResult] = useState<DeskDecision | null>(null);
  const offline = async (code: string) => {
    if (owner === null) throw new Error('Sign in again to check students in');
    const decision = await acceptOffline(await deskDatabase(), owner, code, new Date());
    if (decision.kind === 'refused') throw new Error(decision.message);
    setOfflineResult(decision);
    form.reset({ code: '' });
    form.setFocus('code');
  };
  const { form, control, busy, onSubmit } = useDomainForm<CodeForm, string>({
    defaultValues: { code: '' },
    validate: validateCode,
    send: async (code) => {
      setOfflineResult(null);
      if (browserOffline()) return offline(code);
      try {
        const { message, interviews } = await checkInStudent(code);
        const who = interviews[0] ? displayName(interviews[0].student) : 'The student';
        alerts.success(`${who} is checked in.${message && message !== 'Checked in' ? ` ${message}` : ''}`);
        onHide();
      } catch (error) {
        if (!unreachable(error)) throw error;
        await offline(code);
      }
    },
    failureField: 'code',
  });
  const scanned = (text: string) => {
    form.setValue('code', text);
    onSubmit();
  };

  return (
    <FormModal title="Check In" submitLabel="Check In" show busy={busy} onHide={onHide} onSubmit={onSubmit}>
      <TextField
        control={control}
        name="code"
        id="check-in-code"
        label="Check-in code"
        placeholder="7K-3M9Q-XR2T"
        autoComplete="off"
        autoFocus
      />
      <CameraScan onCode={scanned} />
      <OfflineDesk result={offlineResult} status={status} />
    </FormModal>
  );
}

/** Offline: whose the last code was, or that it was scanned before; how many wait to be sent; the refusals. */
function OfflineDesk({ result, status }: { readonly result: DeskDecision | null; readonly status: DeskStatus }) {
  const zone = useEventTimeZone();
  const time = (iso: string) => formatEventTime(new Date(iso), zone);
  return (
    <div className="mt-3" aria-live="polite">
      {result?.kind === 'queued' && (
        <Alert variant="success" className="py-2 mb-2 desk-result">
          <strong>{result.row.studentName}</strong> ({result.row.indexNumber}) is checked in at{' '}
          {time(result.scan.scannedAt)}. Offline: it is sent when the network is back.
        </Alert>
      )}
      {result?.kind === 'second' && (
        <Alert variant="warning" className="py-2 mb-2 desk-result desk-second-scan">
          Second scan: <strong>{result.row.studentName}</strong> ({result.row.indexNumber}) was already checked in at{' '}
          {time(result.firstAt)}.
        </Alert>
      )}
      {status.waiting > 0 && (
        <p className="small mb-2 desk-waiting-count">
          {status.waiting} {status.waiting === 1 ? 'check-in waits' : 'check-ins wait'} to be sent.
        </p>
      )}
      {status.rosterAt && browserOffline() && (
        <p className="small text-body-secondary mb-2">
          Offline: roster of this desk as of {time(status.rosterAt.toISOString())}.
        </p>
      )}
      <DeskRefusals status={status} />
    </div>
  );
}

/** The check-ins the server refused when they were sent, each until the coordinator dismisses it. */
function DeskRefusals({ status }: { readonly status: DeskStatus }) {
  const zone = useEventTimeZone();
  if (status.refused.length === 0) return null;
  return (
    <Alert variant="danger" className="py-2 mt-2 desk-refusals" role="region" aria-label="Check-ins not taken">
      <p className="fw-semibold mb-1 small">These check-ins made offline were not taken:</p>
      <ul className="small mb-0 ps-3">
        {status.refused.map((scan) => (
          <li key={scan.key}>
            {scan.studentName}, scanned at {formatEventTime(new Date(scan.scannedAt), zone)}: {scan.message}{' '}
            <Button
              variant="link"
              size="sm"
              className="p-0 align-baseline"
              onClick={() => void deskDatabase().then((db) => dismissRefusal(db, scan.key))}
            >
              Dismiss
            </Button>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** The camera view, once asked for; each code read is handed on once. */
function CameraScan({ onCode }: { readonly onCode: (text: string) => void }) {
  const kind = chooseScanner(browserScanEnvironment());
  const [scanning, setScanning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const handed = useRef<string | null>(null);
  // The form's handler is new on every render; the camera must not restart for that.
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => {
    if (!scanning || kind === 'none' || !video.current) return;
    let stop: StopScanning | null = null;
    let cancelled = false;
    startScanning(kind, video.current, (text) => {
      if (handed.current === text) return;
      handed.current = text;
      latest.current(text);
    }).then(
      (stopScanning) => (cancelled ? stopScanning() : (stop = stopScanning)),
      () => {
        setFailure('The camera could not be opened: type the code instead.');
        setScanning(false);
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [scanning, kind]);

  if (kind === 'none')
    return <p className="small text-body-secondary mb-0">Type the code shown under the student's QR code.</p>;
  return (
    <>
      {failure && (
        <Alert variant="warning" className="small py-2">
          {failure}
        </Alert>
      )}
      {scanning ? (
        <video
          ref={video}
          className="w-100 rounded border"
          muted
          playsInline
          aria-label="Camera view for the QR code"
        />
      ) : (
        <Button variant="outline-secondary" size="sm" onClick={() => setScanning(true)}>
          Scan QR code with the camera
        </Button>
      )}
    </>
  );
}
