import { expect } from 'chai';
import { MOBILE_BREAKPOINT_PX } from '../../ui/src/layout/breakpoint.js';

describe('header layout', () => {
  it('collapses the header links below 640 px', () => {
    expect(MOBILE_BREAKPOINT_PX).to.equal(640);
  });
});
