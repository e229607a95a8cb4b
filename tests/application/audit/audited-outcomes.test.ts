import { expect } from 'chai';
import { fairSettingsSaved } from '../../../application/fair-settings/fair-settings-audit.js';
import { DEFAULT_FAIR_SETTINGS } from '../../../domain/fair-settings.js';
import { companyEdited } from '../../../application/companies/company-audit.js';
import { companySlotsRecounted } from '../../../application/selections/company-slots-audit.js';
import { studentDeleted } from '../../../application/students/student-audit.js';
import { aCompanyForm } from '../../domain/form-builders.js';
import { aCompany, aStudent } from '../../support/builders.js';

const actor = { id: 'a'.repeat(24), role: 'admin' as const };

describe('What the audit log keeps of saved fair settings (fairSettingsSaved)', () => {
  it("names the selection window, the sign-up domains, the fair's days and the reserve offers' window as saved", () => {
    const after = {
      ...DEFAULT_FAIR_SETTINGS,
      selectionOpensAt: new Date('2026-03-01T03:30:00Z'),
      selectionClosesAt: new Date('2026-03-05T12:00:00Z'),
      allowedEmailDomains: ['uni.test', 'college.test'],
      fairDays: [
        { date: '2026-03-10', opens: '09:00', closes: '17:00' },
        { date: '2026-03-11', opens: '10:00', closes: '15:30' },
      ],
      offerHoursBeforeFair: 3,
      offerMinutesOnFairDay: 15,
    };
    expect(fairSettingsSaved({ actor, before: DEFAULT_FAIR_SETTINGS, after })).to.deep.equal({
      action: 'fair-settings.saved',
      targets: [],
      summary:
        'Saved fair settings: selections open 2026-03-01T03:30:00.000Z, close 2026-03-05T12:00:00.000Z; ' +
        'sign-up e-mail domains uni.test, college.test; fair days 2026-03-10 09:00-17:00, 2026-03-11 10:00-15:30; ' +
        "interviews of 25 minutes, 5 minutes between a student's interviews; " +
        "reserve offers answered within 3 h before the fair's days, 15 min on them; " +
        "a no-show's strike lasts 365 days",
    });
  });

  it('says "not set" for an open side, "any" for no domain and "none" for no day', () => {
    const after = {
      ...DEFAULT_FAIR_SETTINGS,
      selectionOpensAt: null,
      selectionClosesAt: null,
      allowedEmailDomains: [],
    };
    expect(fairSettingsSaved({ actor, before: after, after }).summary).to.equal(
      'Saved fair settings: selections open not set, close not set; sign-up e-mail domains any; fair days none; ' +
        "interviews of 25 minutes, 5 minutes between a student's interviews; " +
        "reserve offers answered within 2 h before the fair's days, 10 min on them; " +
        "a no-show's strike lasts 365 days",
    );
  });
});

describe('What the audit log keeps of a company edited (companyEdited)', () => {
  const company = aCompany({ companyName: 'Edited Ltd' });
  const submission = (password: string | undefined) => ({
    form: { ...aCompanyForm(), password, confirmpassword: password },
    logo: null,
  });

  it('names the company as saved, and says when its password changed, never the password', () => {
    const edited = companyEdited(company, company.id, submission('new-secret'));
    expect(edited).to.deep.equal({
      action: 'company.edited',
      targets: [company.id],
      summary: 'Edited company Edited Ltd, password changed',
    });
    expect(JSON.stringify(edited)).to.not.contain('new-secret');
  });

  it('says nothing of the password when it was left empty or not sent', () => {
    expect(companyEdited(company, company.id, submission('')).summary).to.equal('Edited company Edited Ltd');
    expect(companyEdited(company, company.id, submission(undefined)).summary).to.equal('Edited company Edited Ltd');
  });
});

describe('What the audit log keeps of records deleted or recounted: named as they were', () => {
  it('names a deleted student by name, index number and e-mail', () => {
    const student = aStudent({ fullName: 'Nimal Perera', indexNumber: '190001A', email: 'nimal@uni.test' });
    expect(studentDeleted(student)).to.deep.equal({
      action: 'student.deleted',
      targets: [student.id],
      summary: 'Deleted student Nimal Perera (190001A, nimal@uni.test)',
    });
  });

  it('names the company whose choosers were recounted', () => {
    const company = aCompany({ companyName: 'Counted Ltd' });
    expect(companySlotsRecounted(company)).to.deep.equal({
      action: 'company.slots-recounted',
      targets: [company.id],
      summary: 'Recounted the students choosing Counted Ltd',
    });
  });
});
