import { expect } from 'chai';
import {
  COMPANY_DEFAULTS,
  cvBundleFileName,
  isLogoSizeAllowed,
  LOGO_MAX_BYTES,
  parseCount,
  PANELS_COUNT_WHEN_EDITED_EMPTY,
  validateCompanyAccount,
  validateCompanyEdit,
  validateNewCompany,
} from '../../domain/company.js';
import { SESSIONS } from '../../domain/session.js';
import { aCompanyForm, aCompanyFormsDetails } from './form-builders.js';
import { failuresOf, messagesOn, rightOf } from './validated.js';

describe('company form (create)', () => {
  it('accepts a complete form and gives numbers, lists and e-mail cleaned', () => {
    const form = aCompanyForm({
      email: 'HR@Acme.Test',
      tags: [' Embedded ', '', 'Cloud', 'Embedded'],
      numberOfInterviews: ' 12 ',
      areas: ['Automation', 'AI / SE', 'Automation'],
    });
    expect(rightOf(validateNewCompany(form))).to.deep.equal({
      ...aCompanyFormsDetails(),
      password: 'secret7',
    });
  });

  it('accepts zero interviews and zero panels, the defaults', () => {
    const company = rightOf(validateNewCompany(aCompanyForm({ numberOfInterviews: '0', panelsCount: '0' })));
    expect([company.numberOfInterviews, company.panelsCount]).to.deep.equal([0, 0]);
  });

  for (const [input, why] of [
    ['', 'empty'],
    ['ten', 'not a number'],
    ['-1', 'negative'],
    ['2.5', 'not a whole number'],
    ['1e3', 'in exponent notation'],
  ] as const) {
    it(`refuses a number of interviews that is ${why} ("${input}") with 'Invalid number'`, () => {
      expect(
        messagesOn(validateNewCompany(aCompanyForm({ numberOfInterviews: input })), 'numberOfInterviews'),
      ).to.deep.equal(['Invalid number']);
    });
  }

  for (const input of ['', '-2', 'two', '1.5']) {
    it(`refuses a panels count of "${input}" with 'Invalid number'`, () => {
      expect(messagesOn(validateNewCompany(aCompanyForm({ panelsCount: input })), 'panelsCount')).to.deep.equal([
        'Invalid number',
      ]);
    });
  }

  it("refuses a confirmation that differs from the password with 'Passwords do not match'", () => {
    expect(
      messagesOn(validateNewCompany(aCompanyForm({ confirmpassword: 'secret8' })), 'confirmpassword'),
    ).to.deep.equal(['Passwords do not match']);
  });

  it('refuses a password under 6 characters', () => {
    expect(
      messagesOn(validateNewCompany(aCompanyForm({ password: 'abc', confirmpassword: 'abc' })), 'password'),
    ).to.deep.equal(['Password should contain at least 6 characters']);
  });

  it("refuses a malformed e-mail with 'Invalid email'", () => {
    expect(messagesOn(validateNewCompany(aCompanyForm({ email: 'hr.acme.test' })), 'email')).to.deep.equal([
      'Invalid email',
    ]);
  });

  for (const session of SESSIONS) {
    it(`accepts the session ${session}`, () => {
      expect(rightOf(validateNewCompany(aCompanyForm({ session }))).session).to.equal(session);
    });
  }

  it("refuses a session that is not morning, evening or both with 'Session must be morning, evening or both'", () => {
    expect(messagesOn(validateNewCompany(aCompanyForm({ session: 'night' })), 'session')).to.deep.equal([
      'Session must be morning, evening or both',
    ]);
  });

  it("refuses a job area outside the list with 'Job areas must come from the list', naming it", () => {
    expect(messagesOn(validateNewCompany(aCompanyForm({ areas: ['Automation', 'Cooking'] })), 'areas')).to.deep.equal([
      'Job areas must come from the list: "Cooking" is not on it',
    ]);
  });

  it("refuses panels outside the list with 'Panels must come from the list', naming each", () => {
    expect(messagesOn(validateNewCompany(aCompanyForm({ panels: ['Catering', 'Cleaning'] })), 'panels')).to.deep.equal([
      'Panels must come from the list: "Catering", "Cleaning" are not on it',
    ]);
  });

  it('compares job areas and panels exactly, so a differently cased name is refused', () => {
    const result = validateNewCompany(aCompanyForm({ areas: ['automation'], panels: ['devops'] }));
    expect(messagesOn(result, 'areas')).to.deep.equal(['Job areas must come from the list: "automation" is not on it']);
    expect(messagesOn(result, 'panels')).to.deep.equal(['Panels must come from the list: "devops" is not on it']);
  });

  it('requires every field of spec §5, each with its own message, all at once', () => {
    const form = aCompanyForm({
      username: '',
      email: '',
      companyName: ' ',
      contactPerson: '',
      contactPersonTP: '',
      password: '',
      confirmpassword: '',
      numberOfInterviews: '',
      session: '',
      panelsCount: '',
      areas: [],
      panels: [' '],
    });
    expect(failuresOf(validateNewCompany(form))).to.deep.equal([
      { field: 'username', message: 'Username is required' },
      { field: 'email', message: 'Email is required' },
      { field: 'companyName', message: 'Company name is required' },
      { field: 'contactPerson', message: 'Contact person is required' },
      { field: 'contactPersonTP', message: 'Contact person telephone is required' },
      { field: 'numberOfInterviews', message: 'Invalid number' },
      { field: 'session', message: 'Session is required' },
      { field: 'panelsCount', message: 'Invalid number' },
      { field: 'areas', message: 'Choose at least one job area' },
      { field: 'panels', message: 'Choose at least one panel' },
      { field: 'password', message: 'Password is required' },
    ]);
  });

  it('treats a missing description and tags as empty', () => {
    const { description: _d, tags: _t, ...form } = aCompanyForm();
    const company = rightOf(validateNewCompany(form));
    expect([company.description, company.tags]).to.deep.equal(['', []]);
  });
});

describe('company form (edit)', () => {
  it('keeps the password when both password fields are left empty', () => {
    expect(rightOf(validateCompanyEdit(aCompanyForm({ password: '', confirmpassword: '' }))).password).to.equal(null);
    const { password: _p, confirmpassword: _c, ...withoutPasswords } = aCompanyForm();
    expect(rightOf(validateCompanyEdit(withoutPasswords)).password).to.equal(null);
  });

  it('changes the password when a matching one is given', () => {
    expect(
      rightOf(validateCompanyEdit(aCompanyForm({ password: 'newpass', confirmpassword: 'newpass' }))).password,
    ).to.equal('newpass');
  });

  it("refuses a new password whose confirmation differs with 'Passwords do not match'", () => {
    expect(
      messagesOn(validateCompanyEdit(aCompanyForm({ password: 'newpass', confirmpassword: '' })), 'confirmpassword'),
    ).to.deep.equal(['Passwords do not match']);
  });

  it('refuses a confirmation typed without a password', () => {
    const result = validateCompanyEdit(aCompanyForm({ password: '', confirmpassword: 'newpass' }));
    expect(failuresOf(result)).to.deep.equal([
      { field: 'password', message: 'Password is required' },
      { field: 'confirmpassword', message: 'Passwords do not match' },
    ]);
  });

  it('sets the panels count to 1 when it is left empty', () => {
    expect(PANELS_COUNT_WHEN_EDITED_EMPTY).to.equal(1);
    expect(rightOf(validateCompanyEdit(aCompanyForm({ panelsCount: ' ' }))).panelsCount).to.equal(1);
  });

  it("still refuses a negative panels count with 'Invalid number'", () => {
    expect(messagesOn(validateCompanyEdit(aCompanyForm({ panelsCount: '-1' })), 'panelsCount')).to.deep.equal([
      'Invalid number',
    ]);
  });

  it("still refuses an empty number of interviews with 'Invalid number'", () => {
    expect(
      messagesOn(validateCompanyEdit(aCompanyForm({ numberOfInterviews: '' })), 'numberOfInterviews'),
    ).to.deep.equal(['Invalid number']);
  });
});

describe("company's own account form", () => {
  it('accepts a name, description and tags, cleaned', () => {
    expect(
      rightOf(validateCompanyAccount({ companyName: ' Acme ', description: ' Hi ', tags: ['a', ' a ', '', 'b'] })),
    ).to.deep.equal({ companyName: 'Acme', description: 'Hi', tags: ['a', 'b'] });
  });

  it("refuses a blank company name with 'Company name is required'", () => {
    expect(failuresOf(validateCompanyAccount({ companyName: '' }))).to.deep.equal([
      { field: 'companyName', message: 'Company name is required' },
    ]);
  });
});

describe('company constants and helpers', () => {
  it('starts a new company form with no interviews, no panels and both sessions', () => {
    expect(COMPANY_DEFAULTS).to.deep.equal({ numberOfInterviews: 0, panelsCount: 0, session: 'both' });
  });

  it('allows a logo of at most 2 MB', () => {
    expect(LOGO_MAX_BYTES).to.equal(2 * 1024 * 1024);
    expect(isLogoSizeAllowed(LOGO_MAX_BYTES)).to.equal(true);
    expect(isLogoSizeAllowed(LOGO_MAX_BYTES + 1)).to.equal(false);
  });

  it('reads counts written in digits only', () => {
    expect([parseCount('7'), parseCount(' 07 '), parseCount('-1'), parseCount('0x10'), parseCount('')]).to.deep.equal([
      7,
      7,
      null,
      null,
      null,
    ]);
    expect(parseCount('99999999999999999999')).to.equal(null);
  });

  it("names the CV bundle after the company's username", () => {
    expect(cvBundleFileName('acme')).to.equal('acme.zip');
  });

  it('keeps the CV bundle name safe for a download header', () => {
    expect(cvBundleFileName('a"c/m e')).to.equal('a_c_m_e.zip');
    expect(cvBundleFileName('..')).to.equal('company.zip');
    expect(cvBundleFileName('  ')).to.equal('company.zip');
  });
});
