import * as E from 'fp-ts/lib/Either.js';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { parseCheckInCode } from '../../../../domain/check-in-code.js';
import { displayName } from '../../../../domain/student.js';
import type { Validated } from '../../../../domain/validation.js';
import { checkInStudent } from '../../api/interview-day.js';
import { useAlerts } from '../../components/AlertsContext.js';
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
  return (
    <>
      <Button variant="success" className="text-nowrap" onClick={() => setShow(true)}>
        Check In
      </Button>
      {show && <CheckInDialog onHide={() => setShow(false)} />}
    </>
  );
}

function CheckInDialog({ onHide }: { readonly onHide: () => void }) {
  const alerts = useAlerts();
  const { form, control, busy, onSubmit } = useDomainForm<CodeForm, string>({
    defaultValues: { code: '' },
    validate: validateCode,
    send: async (code) => {
      const { message, interviews } = await checkInStudent(code);
      const who = interviews[0] ? displayName(interviews[0].student) : 'The student';
      alerts.success(`${who} is checked in.${message && message !== 'Checked in' ? ` ${message}` : ''}`);
      onHide();
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
    </FormModal>
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
