import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { FAIR_DAYS_MESSAGES } from '../../domain/fair-days.js';
import { DEFAULT_FAIR_SETTINGS, FAIR_SETTINGS_MESSAGES } from '../../domain/fair-settings.js';
import { OFFER_WINDOW_MESSAGES } from '../../domain/reserve-offer.js';
import { DATA_RETENTION_MESSAGES } from '../../domain/student-data.js';
import { fairSettingsForm, validateFairSettingsForm } from '../../ui/src/settings/fair-settings-form.js';

const zone = 'Asia/Colombo';
const opensAt = new Date('2026-03-01T03:30:00Z'); // 09:00 in Colombo
const closesAt = new Date('2026-03-05T11:30:00Z'); // 17:00 in Colombo
const window = { ...DEFAULT_FAIR_SETTINGS, selectionOpensAt: opensAt, selectionClosesAt: closesAt };

describe("The fair settings screen's form", () => {
  it('refuses a retention out of its bounds, and CV downloads lasting longer than the data is kept', () => {
    const form = fairSettingsForm(DEFAULT_FAIR_SETTINGS, zone);
    expect(validateFairSettingsForm({ ...form, retentionDays: '0', cvDownloadDays: 'x' }, zone)).to.deep.equal(
      E.left([
        { field: 'retentionDays', message: DATA_RETENTION_MESSAGES.retentionDays },
        { field: 'cvDownloadDays', message: DATA_RETENTION_MESSAGES.cvDownloadDays },
      ]),
    );
    expect(validateFairSettingsForm({ ...form, retentionDays: '30', cvDownloadDays: '31' }, zone)).to.deep.equal(
      E.left([{ field: 'cvDownloadDays', message: DATA_RETENTION_MESSAGES.downloadsPastRetention }]),
    );
  });

  it("reads the screen's form on the event clock and shows stored settings the same way", () => {
    const form = {
      opensDate: '2026-03-01',
      opensTime: '09:00',
      closesDate: '2026-03-05',
      closesTime: '17:00',
      allowedEmailDomains: 'uni.example.org',
      fairDays: '2026-03-10 09:00-17:00\n2026-03-11 10:00-15:30',
      interviewMinutes: '25',
      bufferMinutes: '5',
      offerHoursBeforeFair: '2',
      offerMinutesOnFairDay: '10',
      strikeDays: '365',
      retentionDays: '180',
      cvDownloadDays: '14',
    };
    const read = validateFairSettingsForm(form, zone);

    const fairDays = [
      { date: '2026-03-10', opens: '09:00', closes: '17:00' },
      { date: '2026-03-11', opens: '10:00', closes: '15:30' },
    ];
    expect(read).to.deep.equal(E.right({ ...window, allowedEmailDomains: ['uni.example.org'], fairDays }));
    expect(fairSettingsForm({ ...window, allowedEmailDomains: ['uni.example.org'], fairDays }, zone)).to.deep.equal(
      form,
    );
  });

  it('reads a blank bound as none, and names the field of a date or time it cannot read', () => {
    const blank = {
      opensDate: '',
      opensTime: '',
      closesDate: '',
      closesTime: '',
      allowedEmailDomains: '',
      fairDays: '',
      interviewMinutes: '25',
      bufferMinutes: '5',
      offerHoursBeforeFair: '2',
      offerMinutesOnFairDay: '10',
      strikeDays: '365',
      retentionDays: '180',
      cvDownloadDays: '14',
    };
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

  it("names the fair's days field for a line it cannot read, and for days the rules refuse", () => {
    const form = fairSettingsForm(DEFAULT_FAIR_SETTINGS, zone);
    expect(validateFairSettingsForm({ ...form, fairDays: '2026-03-10 from nine' }, zone)).to.deep.equal(
      E.left([{ field: 'fairDays', message: FAIR_DAYS_MESSAGES.invalidLine('2026-03-10 from nine') }]),
    );
    expect(validateFairSettingsForm({ ...form, fairDays: '2026-03-10 17:00-09:00' }, zone)).to.deep.equal(
      E.left([{ field: 'fairDays', message: FAIR_DAYS_MESSAGES.closesBeforeOpening('2026-03-10') }]),
    );
  });

  it('reads the interview length and the buffer as whole minutes, naming the field of one it refuses', () => {
    const form = fairSettingsForm(DEFAULT_FAIR_SETTINGS, zone);
    expect(form).to.include({ interviewMinutes: '25', bufferMinutes: '5' });
    expect(validateFairSettingsForm({ ...form, interviewMinutes: ' 40 ', bufferMinutes: '0' }, zone)).to.deep.equal(
      E.right({ ...DEFAULT_FAIR_SETTINGS, interviewMinutes: 40, bufferMinutes: 0 }),
    );
    expect(validateFairSettingsForm({ ...form, interviewMinutes: '', bufferMinutes: 'ten' }, zone)).to.deep.equal(
      E.left([
        { field: 'interviewMinutes', message: FAIR_SETTINGS_MESSAGES.interviewMinutes },
        { field: 'bufferMinutes', message: FAIR_SETTINGS_MESSAGES.bufferMinutes },
      ]),
    );
    expect(validateFairSettingsForm({ ...form, interviewMinutes: '4', bufferMinutes: '121' }, zone)).to.deep.equal(
      E.left([
        { field: 'interviewMinutes', message: FAIR_SETTINGS_MESSAGES.interviewMinutes },
        { field: 'bufferMinutes', message: FAIR_SETTINGS_MESSAGES.bufferMinutes },
      ]),
    );
  });

  it('names the offer window field that is not a whole number in range', () => {
    const form = fairSettingsForm(DEFAULT_FAIR_SETTINGS, zone);
    expect(
      validateFairSettingsForm({ ...form, offerHoursBeforeFair: '1.5', offerMinutesOnFairDay: '0' }, zone),
    ).to.deep.equal(
      E.left([
        { field: 'offerHoursBeforeFair', message: OFFER_WINDOW_MESSAGES.hours },
        { field: 'offerMinutesOnFairDay', message: OFFER_WINDOW_MESSAGES.minutes },
      ]),
    );
    expect(validateFairSettingsForm({ ...form, offerHoursBeforeFair: '' }, zone)).to.deep.equal(
      E.left([{ field: 'offerHoursBeforeFair', message: OFFER_WINDOW_MESSAGES.hours }]),
    );
  });

  it('puts a window closing before it opens on the closing date', () => {
    const form = {
      opensDate: '2026-03-05',
      opensTime: '09:00',
      closesDate: '2026-03-01',
      closesTime: '09:00',
      allowedEmailDomains: '',
      fairDays: '',
      interviewMinutes: '25',
      bufferMinutes: '5',
      offerHoursBeforeFair: '2',
      offerMinutesOnFairDay: '10',
      strikeDays: '365',
      retentionDays: '180',
      cvDownloadDays: '14',
    };
    expect(validateFairSettingsForm(form, zone)).to.deep.equal(
      E.left([{ field: 'closesDate', message: FAIR_SETTINGS_MESSAGES.closesBeforeOpening }]),
    );
  });
});
