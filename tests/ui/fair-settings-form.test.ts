import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { DEFAULT_FAIR_SETTINGS, FAIR_SETTINGS_MESSAGES } from '../../domain/fair-settings.js';
import { fairSettingsForm, validateFairSettingsForm } from '../../ui/src/settings/fair-settings-form.js';

const zone = 'Asia/Colombo';
const opensAt = new Date('2026-03-01T03:30:00Z'); // 09:00 in Colombo
const closesAt = new Date('2026-03-05T11:30:00Z'); // 17:00 in Colombo
const window = { ...DEFAULT_FAIR_SETTINGS, selectionOpensAt: opensAt, selectionClosesAt: closesAt };

describe("The fair settings screen's form", () => {
  it("reads the screen's form on the event clock and shows stored settings the same way", () => {
    const form = {
      opensDate: '2026-03-01',
      opensTime: '09:00',
      closesDate: '2026-03-05',
      closesTime: '17:00',
      allowedEmailDomains: 'uni.example.org',
    };
    const read = validateFairSettingsForm(form, zone);

    expect(read).to.deep.equal(E.right({ ...window, allowedEmailDomains: ['uni.example.org'] }));
    expect(fairSettingsForm({ ...window, allowedEmailDomains: ['uni.example.org'] }, zone)).to.deep.equal(form);
  });

  it('reads a blank bound as none, and names the field of a date or time it cannot read', () => {
    const blank = { opensDate: '', opensTime: '', closesDate: '', closesTime: '', allowedEmailDomains: '' };
    expect(validateFairSettingsForm(blank, zone)).to.deep.equal(E.right(DEFAULT_FAIR_SETTINGS));
    expect(
      validateFairSettingsForm(
        { ...blank, opensDate: '2026-03-01', closesDate: '2026-13-01', closesTime: '10:00' },
        zone,
      ),
    ).to.deep.equal(
      E.left([
        { field: 'opensTime', message: 'Enter the time as HH:MM (24-hour)' },
        { field: 'closesDate', message: 'Enter the date as YYYY-MM-DD' },
      ]),
    );
  });

  it('puts a window closing before it opens on the closing date', () => {
    const form = {
      opensDate: '2026-03-05',
      opensTime: '09:00',
      closesDate: '2026-03-01',
      closesTime: '09:00',
      allowedEmailDomains: '',
    };
    expect(validateFairSettingsForm(form, zone)).to.deep.equal(
      E.left([{ field: 'closesDate', message: FAIR_SETTINGS_MESSAGES.closesBeforeOpening }]),
    );
  });
});
