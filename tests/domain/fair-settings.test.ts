import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import {
  DEFAULT_FAIR_SETTINGS,
  emailDomainAllowed,
  emailDomainRefusal,
  FAIR_SETTINGS_MESSAGES,
  fairSettingsForm,
  formatCountdown,
  parseEmailDomains,
  selectionWindowNotice,
  selectionWindowRefusal,
  selectionWindowState,
  validateFairSettings,
  validateFairSettingsForm,
} from '../../domain/fair-settings.js';

const zone = 'Asia/Colombo';
const opensAt = new Date('2026-03-01T03:30:00Z'); // 09:00 in Colombo
const closesAt = new Date('2026-03-05T11:30:00Z'); // 17:00 in Colombo
const window = { ...DEFAULT_FAIR_SETTINGS, selectionOpensAt: opensAt, selectionClosesAt: closesAt };
const plus = (instant: Date, ms: number) => new Date(instant.getTime() + ms);

describe('The selection window', () => {
  it('is open from its opening instant, included, to its closing instant, excluded', () => {
    expect(selectionWindowState(window, plus(opensAt, -1))).to.equal('not-yet-open');
    expect(selectionWindowState(window, opensAt)).to.equal('open');
    expect(selectionWindowState(window, plus(closesAt, -1))).to.equal('open');
    expect(selectionWindowState(window, closesAt)).to.equal('closed');
  });

  it('is always open without bounds, and an empty bound leaves that side open', () => {
    expect(selectionWindowState(DEFAULT_FAIR_SETTINGS, new Date(0))).to.equal('open');
    expect(selectionWindowState({ ...window, selectionOpensAt: null }, new Date(0))).to.equal('open');
    expect(selectionWindowState({ ...window, selectionClosesAt: null }, new Date('2099-01-01'))).to.equal('open');
  });

  it('refuses a submission before it opens, saying when it opens on the event clock', () => {
    expect(selectionWindowRefusal(window, plus(opensAt, -1), zone)).to.equal(
      'Selections open at Sun 1 Mar, 09:00 (Asia/Colombo)',
    );
  });

  it('refuses a submission once closed, saying when it closed', () => {
    expect(selectionWindowRefusal(window, closesAt, zone)).to.equal(
      'Selections closed at Thu 5 Mar, 17:00 (Asia/Colombo)',
    );
  });

  it('refuses nothing while open', () => {
    expect(selectionWindowRefusal(window, opensAt, zone)).to.equal(null);
    expect(selectionWindowRefusal(window, plus(closesAt, -1), zone)).to.equal(null);
  });
});

describe('The e-mail domains allowed to sign up', () => {
  it('lets any e-mail in when none is listed', () => {
    expect(emailDomainAllowed('someone@anywhere.com', [])).to.equal(true);
  });

  it('lets in only an e-mail whose domain is listed, case ignored (a sub-domain is not the domain)', () => {
    const domains = ['uni.example.org'];
    expect(emailDomainAllowed('a@UNI.example.org', domains)).to.equal(true);
    expect(emailDomainAllowed('a@mail.uni.example.org', domains)).to.equal(false);
    expect(emailDomainAllowed('a@example.org', domains)).to.equal(false);
  });

  it('names the domains in the refusal', () => {
    expect(emailDomainRefusal(['uni.example.org'])).to.equal(
      'Sign-up is open to uni.example.org e-mail addresses only',
    );
    expect(emailDomainRefusal(['a.org', 'b.org'])).to.equal('Sign-up is open to e-mail addresses of a.org, b.org only');
  });

  it('reads domains typed by hand: commas, spaces, new lines, a leading @, repeats', () => {
    expect(parseEmailDomains(' @Uni.Example.org, b.org\nb.org  c.lk ')).to.deep.equal([
      'uni.example.org',
      'b.org',
      'c.lk',
    ]);
  });
});

describe('Fair settings as an administrator saves them', () => {
  it('keeps a window that closes after it opens, and domains in lower case', () => {
    expect(validateFairSettings({ ...window, allowedEmailDomains: ['Uni.Example.org'] })).to.deep.equal(
      E.right({ ...window, allowedEmailDomains: ['uni.example.org'] }),
    );
  });

  it('refuses a window closing at or before its opening', () => {
    expect(validateFairSettings({ ...window, selectionClosesAt: opensAt })).to.deep.equal(
      E.left([{ field: 'selectionClosesAt', message: FAIR_SETTINGS_MESSAGES.closesBeforeOpening }]),
    );
  });

  it('refuses something that is not a domain', () => {
    expect(validateFairSettings({ ...window, allowedEmailDomains: ['not a domain'] })).to.deep.equal(
      E.left([{ field: 'allowedEmailDomains', message: FAIR_SETTINGS_MESSAGES.invalidDomain }]),
    );
  });

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

describe("The student's notice of the selection window", () => {
  it('counts down to the opening before it opens, to the closing while open, and not once closed', () => {
    expect(selectionWindowNotice(window, plus(opensAt, -1), zone)).to.deep.equal({
      text: 'Selections open at Sun 1 Mar, 09:00 (Asia/Colombo)',
      countdownTo: opensAt,
    });
    expect(selectionWindowNotice(window, opensAt, zone)).to.deep.equal({
      text: 'Selections close at Thu 5 Mar, 17:00 (Asia/Colombo)',
      countdownTo: closesAt,
    });
    expect(selectionWindowNotice(window, closesAt, zone)).to.deep.equal({
      text: 'Selections closed at Thu 5 Mar, 17:00 (Asia/Colombo)',
      countdownTo: null,
    });
  });

  it('says nothing while no closing is set and the window is open', () => {
    expect(selectionWindowNotice(DEFAULT_FAIR_SETTINGS, opensAt, zone)).to.equal(null);
    expect(selectionWindowNotice({ ...window, selectionClosesAt: null }, opensAt, zone)).to.equal(null);
  });

  it('reads a countdown in days, hours and minutes, and seconds within the last hour', () => {
    const minute = 60_000;
    expect(formatCountdown(((2 * 24 + 3) * 60 + 4) * minute + 5_000)).to.equal('2 d 3 h 4 min');
    expect(formatCountdown((3 * 60 + 12) * minute)).to.equal('3 h 12 min');
    expect(formatCountdown(4 * minute + 5_999)).to.equal('4 min 5 s');
    expect(formatCountdown(-1)).to.equal('0 min 0 s');
  });
});
