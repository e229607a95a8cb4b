/*
 * Reading a check-in QR code with the device's camera: the browser's own BarcodeDetector where it
 * has one that reads QR codes, else jsQR over canvas frames (loaded only when needed); no
 * camera at all leaves typing the code.
 */

export type ScannerKind = 'barcode-detector' | 'jsqr' | 'none';

/** What the choice looks at: the browser's globals, as `window` and `navigator` have them. */
export interface ScanEnvironment {
  readonly BarcodeDetector?: unknown;
  readonly mediaDevices?: { readonly getUserMedia?: unknown };
}

/** The browser's BarcodeDetector when present, jsQR otherwise, and nothing without a camera to ask. */
export const chooseScanner = (environment: ScanEnvironment): ScannerKind => {
  if (typeof environment.mediaDevices?.getUserMedia !== 'function') return 'none';
  return typeof environment.BarcodeDetector === 'function' ? 'barcode-detector' : 'jsqr';
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

type ReadCodes = (video: HTMLVideoElement) => Promise<string | null>;
type JsQr = (data: Uint8ClampedArray, width: number, height: number) => { readonly data: string } | null;

/** The browser's own QR reader. */
function barcodeDetectorReader(): ReadCodes {
  const Detector = (globalThis as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector;
  const detector = new Detector({ formats: ['qr_code'] });
  return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
}

/** jsQR over a canvas copy of the current frame, for browsers without BarcodeDetector. */
async function jsQrReader(): Promise<ReadCodes> {
  // jsqr is CommonJS: depending on the interop its function is the default export or that export's default.
  const loaded: unknown = (await import('jsqr')).default;
  const jsQR = (typeof loaded === 'function' ? loaded : (loaded as { default: unknown }).default) as JsQr;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height)?.data ?? null;
  };
}

/** Shows the back camera in `video` and calls `onCode` with the text of each QR code it reads. */
export async function startScanning(
  kind: Exclude<ScannerKind, 'none'>,
  video: HTMLVideoElement,
  onCode: (text: string) => void,
): Promise<StopScanning> {
  const read = kind === 'barcode-detector' ? barcodeDetectorReader() : await jsQrReader();
  const stream = await navigator.mediaDevices.getUserMedia(BACK_CAMERA);
  video.srcObject = stream;
  await video.play();
  const timer = setInterval(() => {
    void read(video).then(
      (code) => code && onCode(code),
      () => undefined,
    );
  }, SCAN_EVERY_MS);
  return () => {
    clearInterval(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
}
