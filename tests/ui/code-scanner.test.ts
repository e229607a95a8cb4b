import { expect } from 'chai';
import { chooseScanner } from '../../ui/src/pages/interview-desk/scan/code-scanner.js';

describe('the check-in scanner', () => {
  const camera = { getUserMedia: () => undefined };
  class BarcodeDetector {}

  it("reads QR codes with the browser's BarcodeDetector where the browser has one", () => {
    expect(chooseScanner({ BarcodeDetector, mediaDevices: camera })).to.equal('barcode-detector');
  });

  it('falls back to the jsQR reader where the browser has a camera but no BarcodeDetector', () => {
    expect(chooseScanner({ mediaDevices: camera })).to.equal('jsqr');
    expect(chooseScanner({ BarcodeDetector: 'not a class', mediaDevices: camera })).to.equal('jsqr');
  });

  it('offers no scanning without a camera to ask for, so the code is typed', () => {
    expect(chooseScanner({ BarcodeDetector })).to.equal('none');
    expect(chooseScanner({ BarcodeDetector, mediaDevices: {} })).to.equal('none');
    expect(chooseScanner({})).to.equal('none');
  });
});
