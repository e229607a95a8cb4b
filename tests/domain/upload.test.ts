import { expect } from 'chai';
import {
  cvMediaType,
  detectMediaType,
  imageMediaType,
  SIGNATURE_LENGTH,
} from '../../domain/upload.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

const PDF = text('%PDF-1.7\n%âãÏÓ');
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10);

describe('upload types by content', () => {
  it('recognises a PDF by its %PDF- start', () => {
    expect(detectMediaType(PDF)).to.equal('application/pdf');
  });

  it('recognises a PNG by its 8-byte signature', () => {
    expect(detectMediaType(PNG)).to.equal('image/png');
  });

  it('recognises a JPEG by FF D8 FF', () => {
    expect(detectMediaType(JPEG)).to.equal('image/jpeg');
  });

  it('recognises nothing else: text, a near-miss, too few bytes, no bytes', () => {
    expect(detectMediaType(text('hello'))).to.equal(null);
    expect(detectMediaType(text('%PDF'))).to.equal(null);
    expect(detectMediaType(text('%pdf-1.4'))).to.equal(null);
    expect(detectMediaType(bytes(0x89, 0x50, 0x4e, 0x47))).to.equal(null);
    expect(detectMediaType(bytes(0xff, 0xd8))).to.equal(null);
    expect(detectMediaType(bytes())).to.equal(null);
  });

  it('needs the first 8 bytes to decide', () => {
    expect(SIGNATURE_LENGTH).to.equal(8);
  });

  it('takes a PDF as a CV and refuses an image as one', () => {
    expect([cvMediaType(PDF), cvMediaType(PNG), cvMediaType(JPEG)]).to.deep.equal(['application/pdf', null, null]);
  });

  it('takes a PNG or JPEG as an image and refuses a PDF as one', () => {
    expect([imageMediaType(PNG), imageMediaType(JPEG), imageMediaType(PDF)]).to.deep.equal([
      'image/png',
      'image/jpeg',
      null,
    ]);
  });
});
