import { expect } from 'chai';
import { LOGO_MAX_BYTES } from '../../domain/company.js';
import { STUDENT_CV_MAX_BYTES, STUDENT_FILE_MESSAGES, STUDENT_PICTURE_MAX_BYTES } from '../../domain/student-files.js';

const MB = 1024 * 1024;

describe("a student's files", () => {
  it('takes a picture up to the size of a company logo, 2 MB, and a CV up to 5 MB', () => {
    expect(STUDENT_PICTURE_MAX_BYTES)
      .to.equal(LOGO_MAX_BYTES)
      .and.equal(2 * MB);
    expect(STUDENT_CV_MAX_BYTES).to.equal(5 * MB);
  });

  it('names the limits it enforces in its messages', () => {
    expect(STUDENT_FILE_MESSAGES.pictureTooLarge).to.include(`${STUDENT_PICTURE_MAX_BYTES / MB} MB`);
    expect(STUDENT_FILE_MESSAGES.cvTooLarge).to.include(`${STUDENT_CV_MAX_BYTES / MB} MB`);
  });
});
