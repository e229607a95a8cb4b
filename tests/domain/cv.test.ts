import { expect } from 'chai';
import {
  CV_MAX_BYTES,
  CV_MESSAGES,
  cvFileName,
  cvKeyForCompany,
  ownCvKey,
  uniqueFileNames,
} from '../../domain/cv.js';
import { COMPANY_CV_NOT_FOUND } from '../../domain/messages.js';

describe('CVs as companies receive them', () => {
  describe("which CV is the student's own for a company", () => {
    const student = { cvKey: 'general', companyCvKeys: { c1: 'for-c1' } };

    it('is the general CV without a company, and exactly the company copy with one, never the general in its place', () => {
      expect(ownCvKey(student, null)).to.equal('general');
      expect(ownCvKey(student, 'c1')).to.equal('for-c1');
      expect(ownCvKey(student, 'c2')).to.equal(null);
    });
  });

  describe('which CV a company gets', () => {
    const student = { cvKey: 'general', companyCvKeys: { c1: 'for-c1' } };

    it("is the student's copy for that company when there is one", () => {
      expect(cvKeyForCompany(student, 'c1')).to.equal('for-c1');
    });

    it('is the general CV otherwise', () => {
      expect(cvKeyForCompany(student, 'c2')).to.equal('general');
    });

    it('is none when the student has neither', () => {
      expect(cvKeyForCompany({ cvKey: null, companyCvKeys: {} }, 'c1')).to.equal(null);
    });

    it('is never a key inherited from Object.prototype', () => {
      expect(cvKeyForCompany({ cvKey: null, companyCvKeys: {} }, 'constructor')).to.equal(null);
    });
  });

  describe('the file name of a CV', () => {
    const student = (indexNumber: string, fullName: string, commonName = '') => ({ indexNumber, fullName, commonName });

    it('is the index number and the name with initials', () => {
      expect(cvFileName(student('1901234A', 'A.B.C. Perera'))).to.equal('1901234A-A.B.C. Perera.pdf');
    });

    it('uses the common name when there is no name with initials', () => {
      expect(cvFileName(student('1901234', ' ', 'Nimal'))).to.equal('1901234-Nimal.pdf');
    });

    it('replaces every character outside [A-Za-z0-9 ._-], so no path or header trick survives', () => {
      const name = cvFileName(student('../19', 'Evil/..\\Name"; x\r\n<>|*?:'));
      expect(name).to.match(/^[A-Za-z0-9 ._-]+\.pdf$/);
      expect(name).to.not.include('/');
      expect(name).to.not.include('\\');
      expect(name.startsWith('.')).to.equal(false);
    });

    it('keeps letters with accents as their plain letters', () => {
      expect(cvFileName(student('1900001', 'Sébastien Müller'))).to.equal('1900001-Sebastien Muller.pdf');
    });

    it('stays short however long the name', () => {
      expect(cvFileName(student('1900001', 'x'.repeat(500))).length).to.be.at.most(7 + 1 + 80 + 4);
    });

    it('is "cv.pdf" when nothing usable is left', () => {
      expect(cvFileName(student('', ''))).to.equal('cv.pdf');
    });
  });

  describe('unique names in one bundle', () => {
    it('keeps distinct names and numbers the repeats before the extension', () => {
      expect(uniqueFileNames(['a.pdf', 'b.pdf', 'a.pdf', 'a.pdf'])).to.deep.equal([
        'a.pdf',
        'b.pdf',
        'a-2.pdf',
        'a-3.pdf',
      ]);
    });

    it('treats names differing only in case as the same', () => {
      expect(uniqueFileNames(['A.pdf', 'a.pdf'])).to.deep.equal(['A.pdf', 'a-2.pdf']);
    });

    it('skips a numbered name that is already taken', () => {
      expect(uniqueFileNames(['a-2.pdf', 'a.pdf', 'a.pdf'])).to.deep.equal(['a-2.pdf', 'a.pdf', 'a-3.pdf']);
    });
  });

  it('allows CVs up to 5 MB and names the limit in its message', () => {
    expect(CV_MAX_BYTES).to.equal(5 * 1024 * 1024);
    expect(CV_MESSAGES.tooLarge).to.equal('CV must be at most 5 MB');
  });

  it("answers a company without the CV with the spec's text", () => {
    expect(CV_MESSAGES.notFound).to.equal(COMPANY_CV_NOT_FOUND);
    expect(CV_MESSAGES.notFound).to.equal(
      'The requested file not found or failed to load. Please request CV/Resume Through company Coordinator!',
    );
  });
});
