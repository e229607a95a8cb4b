import { expect } from 'chai';
import { parseViewedFair, withViewedFair } from '../../ui/src/api/viewed-fair.js';
import { fairState, pastFairNotice } from '../../ui/src/pages/admin/fair-words.js';

describe('a past fair opened by an administrator', () => {
  const past = { id: '000000000000000000000001', name: 'Career fair 2025' };

  it('is named on every call while it is open, beside the call’s own query', () => {
    expect(withViewedFair({ page: '2' }, past)).to.deep.equal({ page: '2', fair: past.id });
    expect(withViewedFair(undefined, past)).to.deep.equal({ fair: past.id });
  });

  it('leaves the calls alone for the current fair, and a call naming its own fair keeps it', () => {
    expect(withViewedFair({ page: '2' }, null)).to.deep.equal({ page: '2' });
    expect(withViewedFair(undefined, null)).to.equal(undefined);
    expect(withViewedFair({ fair: 'other' }, past)).to.deep.equal({ fair: 'other' });
  });

  it('is restored from the tab’s storage only when what is stored is one', () => {
    expect(parseViewedFair(JSON.stringify(past))).to.deep.equal(past);
    for (const stored of [null, '', 'not json', '{}', '{"id":"","name":"x"}', '{"id":"a"}', '[1]', 'null']) {
      expect(parseViewedFair(stored), String(stored)).to.equal(null);
    }
  });

  it('is named in the banner as read-only, and listed as past since the day it ended', () => {
    expect(pastFairNotice(past.name)).to.equal('You are looking at Career fair 2025, a past fair: it is read-only.');
    expect(fairState({ current: true, endedAt: null }, 'Asia/Colombo')).to.equal('Current');
    expect(fairState({ current: false, endedAt: '2026-03-01T20:00:00.000Z' }, 'Asia/Colombo')).to.equal(
      'Past, ended on 2026-03-02',
    );
    expect(fairState({ current: false, endedAt: null }, 'Asia/Colombo')).to.equal('Past');
  });
});
