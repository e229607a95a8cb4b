import { expect } from 'chai';
import { CV_MEDIA_TYPES, IMAGE_MEDIA_TYPES } from '../../domain/upload.js';
import { CV_ACCEPT, IMAGE_ACCEPT } from '../../ui/src/components/file-accept.js';

const mediaTypesOf = (accept: string): string[] => accept.split(',').filter((entry) => entry.includes('/'));
const extensionsOf = (accept: string): string[] => accept.split(',').filter((entry) => entry.startsWith('.'));

describe('file pickers', () => {
  it('offer for a CV only what the server takes as one: a PDF', () => {
    expect(mediaTypesOf(CV_ACCEPT)).to.deep.equal([...CV_MEDIA_TYPES]);
    expect(extensionsOf(CV_ACCEPT)).to.deep.equal(['.pdf']);
  });

  it('offer for a picture or logo only what the server takes as one: PNG or JPEG', () => {
    expect(mediaTypesOf(IMAGE_ACCEPT)).to.deep.equal([...IMAGE_MEDIA_TYPES]);
    expect(extensionsOf(IMAGE_ACCEPT)).to.deep.equal(['.png', '.jpg', '.jpeg']);
  });
});
