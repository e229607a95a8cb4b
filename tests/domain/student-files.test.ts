import { expect } from 'chai';
import { LOGO_MAX_BYTES } from '../../domain/company.js';
import { STUDENT_FILE_MESSAGES, STUDENT_PICTURE_MAX_BYTES, studentFileKeys } from '../../domain/student-files.js';

const MB = 1024 * 1024;

describe("a student's files", () => {
  it('are the picture, the general CV and every company CV, and nothing when none was uploaded', () => {
    expect(
      studentFileKeys({ pictureKey: 'picture', cvKey: 'general', companyCvKeys: { c1: 'for-c1', c2: 'for-c2' } }),
    ).to.deep.equal(['picture', 'general', 'for-c1', 'for-c2']);
    expect(studentFileKeys({ pictureKey: null, cvKey: null, companyCvKeys: {} })).to.deep.equal([]);
  });

  it('takes a picture up to the size of a company logo, 2 MB, and says so when it is larger', () => {
    expect(STUDENT_PICTURE_MAX_BYTES)
      .to.equal(LOGO_MAX_BYTES)
      .and.equal(2 * MB);
    expect(STUDENT_FILE_MESSAGES.pictureTooLarge).to.include(`${STUDENT_PICTURE_MAX_BYTES / MB} MB`);
  });
});
