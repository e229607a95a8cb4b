import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import {
  DEFAULT_FAIR_SETTINGS,
  emailDomainAllowed,
  emailDomainRefusal,
  FAIR_SETTINGS_MESSAGES,
  parseEmailDomains,
  selectionWindowRefusal,
  selectionWindowState,
  validateFairSettings,
  withScheduleDefaults,
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

  it('lets in the sub-domains of a "*." entry, and only them', () => {
    const domains = ['*.uni.example.org'];
    expect(emailDomainAllowed('a@eng.uni.example.org', domains)).to.equal(true);
    expect(emailDomainAllowed('a@Lab.Eng.UNI.example.org', domains)).to.equal(true);
    expect(emailDomainAllowed('a@uni.example.org', domains)).to.equal(false);
    expect(emailDomainAllowed('a@evil-uni.example.org', domains)).to.equal(false);
    expect(emailDomainAllowed('a@uni.example.org.evil.test', domains)).to.equal(false);
    expect(emailDomainAllowed('a@uni.example.org', ['uni.example.org', ...domains])).to.equal(true);
  });

  for (const address of [
    'mallory@evil.test,m1@uni.test',
    '<mallory@evil.test>@uni.test',
    'mallory@evil.test;m3@uni.test',
    'mallory@evil.test m2@uni.test',
  ]) {
    it(`lets in no address that is not one mailbox, such as ${address}, even with no domain listed`, () => {
      expect(emailDomainAllowed(address, ['uni.test'])).to.equal(false);
      expect(emailDomainAllowed(address, ['*.test'])).to.equal(false);
      expect(emailDomainAllowed(address, [])).to.equal(false);
    });
  }

  it('names the domains in the refusal', () => {
    expect(emailDomainRefusal(['uni.example.org'])).to.equal(
      'Sign-up is open to uni.example.org e-mail addresses only',
    );
    expect(emailDomainRefusal(['a.org', 'b.org'])).to.equal('Sign-up is open to e-mail addresses of a.org, b.org only');
    expect(emailDomainRefusal(['*.uni.lk'])).to.equal(
      'Sign-up is open to e-mail addresses of any sub-domain of uni.lk only',
    );
    expect(emailDomainRefusal(['uni.lk', '*.uni.lk'])).to.equal(
      'Sign-up is open to e-mail addresses of uni.lk, any sub-domain of uni.lk only',
    );
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
    for (const entry of ['not a domain', '*', '*.', '*.*.uni.lk', 'eng.*.uni.lk', '*uni.lk', 'uni.lk,evil.test']) {
      expect(validateFairSettings({ ...window, allowedEmailDomains: [entry] })).to.deep.equal(
        E.left([{ field: 'allowedEmailDomains', message: FAIR_SETTINGS_MESSAGES.invalidDomain }]),
      );
    }
  });

  it('keeps a "*." entry for sub-domains beside the domain itself', () => {
    expect(validateFairSettings({ ...window, allowedEmailDomains: ['Uni.LK', '*.Uni.LK'] })).to.deep.equal(
      E.right({ ...window, allowedEmailDomains: ['uni.lk', '*.uni.lk'] }),
    );
    expect(parseEmailDomains('uni.lk, *.uni.lk')).to.deep.equal(['uni.lk', '*.uni.lk']);
  });

  it('keeps an interview length of 5 to 240 whole minutes and a buffer of 0 to 120', () => {
    for (const [interviewMinutes, bufferMinutes] of [
      [5, 0],
      [240, 120],
      [40, 10],
    ] as const) {
      expect(validateFairSettings({ ...window, interviewMinutes, bufferMinutes })).to.deep.equal(
        E.right({ ...window, interviewMinutes, bufferMinutes }),
      );
    }
  });

  it('refuses an interview length or a buffer out of bounds or not whole, each with its message', () => {
    for (const [interviewMinutes, bufferMinutes] of [
      [4, -1],
      [241, 121],
      [25.5, 2.5],
      [Number.NaN, Number.NaN],
    ] as const) {
      expect(validateFairSettings({ ...window, interviewMinutes, bufferMinutes })).to.deep.equal(
        E.left([
          { field: 'interviewMinutes', message: 'An interview lasts a whole number of minutes from 5 to 240' },
          {
            field: 'bufferMinutes',
            message: "The time between a student's interviews is a whole number of minutes from 0 to 120",
          },
        ]),
      );
    }
  });
});

describe("The fair's interview length and buffer", () => {
  it("are the installation's until the fair's settings hold their own", () => {
    const { interviewMinutes: _length, bufferMinutes: _buffer, ...older } = window;
    const installation = { interviewMinutes: 40, bufferMinutes: 10 };
    expect(withScheduleDefaults(older, installation)).to.deep.equal({ ...window, ...installation });
    expect(withScheduleDefaults({ ...older, bufferMinutes: 0 }, installation)).to.deep.equal({
      ...window,
      interviewMinutes: 40,
      bufferMinutes: 0,
    });
    expect(withScheduleDefaults({ ...window, interviewMinutes: 30 }, installation)).to.deep.equal({
      ...window,
      interviewMinutes: 30,
    });
  });
});
