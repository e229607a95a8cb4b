/*
 * Reading a check-in QR code with the device's camera: the browser's own BarcodeDetector where it
 * has one that reads QR codes, else ZXing's reader (@zxing/browser, loaded only when needed); no
 * camera at all leaves typing the code.
 */

export type ScannerKind = 'barcode-detector' | 'zxing' | 'none';

/** What the choice looks at: the browser's globals, as `window` and `navigator` have them. */
export interface ScanEnvironment {
  readonly BarcodeDetector?: unknown;
  readonly mediaDevices?: { readonly getUserMedia?: unknown };
}

/** The browser's BarcodeDetector when present, ZXing otherwise, and nothing without a camera to ask. */
export const chooseScanner = (environment: ScanEnvironment): ScannerKind => {
  if (typeof environment.mediaDevices?.getUserMedia !== 'function') return 'none';
  return typeof environment.BarcodeDetector === 'function' ? 'barcode-detector' : 'zxing';
};

export const browserScanEnvironment = (): ScanEnvironment => ({
  BarcodeDetector: (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector,
  mediaDevices: globalThis.navigator?.mediaDevices,
});

/** Stops the camera and the reading. */
export type StopScanning = () => void;

interface Detector {
  detect(source: HTMLVideoElement): Promise<ReadonlyArray<{ readonly rawValue: string }>>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

const SCAN_EVERY_MS = 250;
/** A phone's back camera, or whichever camera a laptop has. */
const BACK_CAMERA: MediaStreamConstraints = { video: { facingMode: 'environment' } };

/** Shows the back camera in `video` and calls `onCode` with the text of each QR code it reads. */
export async function startScanning(
  kind: Exclude<ScannerKind, 'none'>,
  video: HTMLVideoElement,
  onCode: (text: string) => void,
): Promise<StopScanning> {
  if (kind === 'zxing') {
    const { BrowserQRCodeReader } = await import('@zxing/browser');
    const controls = await new BrowserQRCodeReader().decodeFromConstraints(BACK_CAMERA, video, (result) => {
      if (result) onCode(result.getText());
    });
    return () => controls.stop();
  }
  const stream = await navigator.mediaDevices.getUserMedia(BACK_CAMERA);
  video.srcObject = stream;
  await video.play();
  const Detector = (globalThis as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector;
  const detector = new Detector({ formats: ['qr_code'] });
  const timer = setInterval(() => {
    void detector.detect(video).then(
      (codes) => codes[0] && onCode(codes[0].rawValue),
      () => undefined,
    );
  }, SCAN_EVERY_MS);
  return () => {
    clearInterval(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
}
