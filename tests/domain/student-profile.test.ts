import { expect } from 'chai';
import { isWebLink, validateStudentProfile } from '../../domain/student-profile.js';
import { aStudentProfileForm } from './form-builders.js';
import { failuresOf, messagesOn, rightOf } from './validated.js';

describe('student profile form', () => {
  it('accepts a complete profile, cleaned', () => {
    expect(rightOf(validateStudentProfile(aStudentProfileForm({ indexNumber: '190356k', fullName: ' A.B. Perera ' })))).to.deep.equal(
      {
        title: 'Mrs',
        fullName: 'A.B. Perera',
        commonName: 'Nimali',
        indexNumber: '190356K',
        description: 'Final-year student',
        linkedInURL: 'https://www.linkedin.com/in/nimali',
        githubURL: 'https://github.com/nimali',
        personalURL: 'http://nimali.example',
      },
    );
  });

  for (const title of ['Mr', 'Mrs', 'Miss']) {
    it(`accepts the title ${title}`, () => {
      expect(rightOf(validateStudentProfile(aStudentProfileForm({ title }))).title).to.equal(title);
    });
  }

  it("refuses another title with 'Title must be Mr, Mrs or Miss'", () => {
    expect(messagesOn(validateStudentProfile(aStudentProfileForm({ title: 'Dr' })), 'title')).to.deep.equal([
      'Title must be Mr, Mrs or Miss',
    ]);
  });

  it("refuses an empty title with 'Title is required'", () => {
    expect(messagesOn(validateStudentProfile(aStudentProfileForm({ title: '' })), 'title')).to.deep.equal([
      'Title is required',
    ]);
  });

  it("requires the names and index number with design §5.2's messages, not the password message", () => {
    const form = aStudentProfileForm({ fullName: '', commonName: ' ', indexNumber: '' });
    expect(failuresOf(validateStudentProfile(form))).to.deep.equal([
      { field: 'fullName', message: 'Full name is required' },
      { field: 'commonName', message: 'Common name is required' },
      { field: 'indexNumber', message: 'Index number is required' },
    ]);
  });

  it("refuses an index number longer than 7 characters with 'Invalid Index Number!'", () => {
    expect(messagesOn(validateStudentProfile(aStudentProfileForm({ indexNumber: '12345678' })), 'indexNumber')).to.deep.equal([
      'Invalid Index Number!',
    ]);
  });

  it('accepts empty or missing links and the description', () => {
    const { description: _d, linkedInURL: _l, githubURL: _g, personalURL: _p, ...form } = aStudentProfileForm();
    const profile = rightOf(validateStudentProfile({ ...form, githubURL: '  ' }));
    expect([profile.description, profile.linkedInURL, profile.githubURL, profile.personalURL]).to.deep.equal([
      '',
      '',
      '',
      '',
    ]);
  });

  for (const [field, value] of [
    ['linkedInURL', 'linkedin.com/in/nimali'],
    ['githubURL', 'javascript:alert(1)'],
    ['personalURL', 'ftp://nimali.example'],
    ['personalURL', 'https://'],
    ['githubURL', 'https://git hub.com'],
  ] as const) {
    it(`refuses the ${field} "${value}", which is not an http(s) address`, () => {
      expect(messagesOn(validateStudentProfile(aStudentProfileForm({ [field]: value })), field)).to.deep.equal([
        'Enter a full link starting with http:// or https://',
      ]);
    });
  }

  it('recognises http and https links in any case', () => {
    expect([isWebLink('HTTPS://Example.com/x'), isWebLink('http://localhost:8080'), isWebLink('mailto:a@b')]).to.deep.equal([
      true,
      true,
      false,
    ]);
  });
});
