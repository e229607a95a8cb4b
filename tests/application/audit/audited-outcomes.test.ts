import { expect } from 'chai';
import { fairSettingsSaved } from '../../../application/fair-settings/fair-settings-audit.js';
import { DEFAULT_FAIR_SETTINGS } from '../../../domain/fair-settings.js';

const actor = { id: 'a'.repeat(24), role: 'admin' as const };

describe('What the audit log keeps of saved fair settings (fairSettingsSaved)', () => {
  it('names the selection window and the sign-up domains as saved', () => {
    const after = {
      ...DEFAULT_FAIR_SETTINGS,
      selectionOpensAt: new Date('2026-03-01T03:30:00Z'),
      selectionClosesAt: new Date('2026-03-05T12:00:00Z'),
      allowedEmailDomains: ['uni.test', 'college.test'],
    };
    expect(fairSettingsSaved({ actor, before: DEFAULT_FAIR_SETTINGS, after })).to.deep.equal({
      action: 'fair-settings.saved',
      targets: [],
      summary:
        'Saved fair settings: selections open 2026-03-01T03:30:00.000Z, close 2026-03-05T12:00:00.000Z; ' +
        'sign-up e-mail domains uni.test, college.test',
    });
  });

  it('says "not set" for an open side and "any" for no domain', () => {
    const after = { ...DEFAULT_FAIR_SETTINGS, selectionOpensAt: null, selectionClosesAt: null, allowedEmailDomains: [] };
    expect(fairSettingsSaved({ actor, before: after, after }).summary).to.equal(
      'Saved fair settings: selections open not set, close not set; sign-up e-mail domains any',
    );
  });
});
