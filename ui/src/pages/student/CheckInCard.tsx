import { useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import QRCode from 'qrcode';
import { KEPT_CHECK_IN_CODE, useCheckInCode } from './api.js';
import { AsOfNote } from '../../offline/AsOfNote.js';
import { useKeptRead } from '../../offline/useKeptRead.js';
import { AddToCalendarButton } from '../../components/AddToCalendarButton.js';

/** The code as a QR code in SVG, as an image's data URL; null until drawn. */
function useQrCode(text: string | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    let current = true;
    void QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (current) setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [text]);
  return url;
}

/**
 * The student's check-in at the company's desk: a QR code to scan and the same code to type, made by
 * the server and holding nothing about them; and their timed interviews as a calendar file.
 */
export function CheckInCard({ timed }: { readonly timed: boolean }) {
  const code = useKeptRead(KEPT_CHECK_IN_CODE, useCheckInCode(true));
  const qr = useQrCode(code.data?.code);

  return (
    <Card as="section" aria-labelledby="check-in-title" className="shadow-sm border-0 mb-4">
      <Card.Body className="d-flex flex-wrap align-items-center gap-4">
        {qr ? (
          <img
            src={qr}
            width={160}
            height={160}
            alt={`QR code of your check-in code ${code.data?.code ?? ''}`}
            className="check-in-qr bg-white p-1 rounded"
          />
        ) : (
          <div style={{ width: 160, height: 160 }} className="bg-body-tertiary rounded" aria-hidden="true" />
        )}
        <div>
          <h2 id="check-in-title" className="h5">
            Check-in
          </h2>
          <p className="mb-2 small text-body-secondary">
            When you arrive at a company's desk, show this QR code or tell them the code.
          </p>
          <p className="fs-4 font-monospace fw-semibold mb-3" aria-label="Your check-in code">
            {code.data?.code ?? (code.error ? 'Not available now' : '…')}
          </p>
          <AsOfNote at={code.asOf} what="your code" />
          {timed && <AddToCalendarButton size="sm" />}
        </div>
      </Card.Body>
    </Card>
  );
}
