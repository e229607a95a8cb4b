import { expect } from 'chai';
import * as messages from '../../domain/messages.js';

describe('message catalogue (spec §8)', () => {
  it('keeps the texts of spec §8 the server says verbatim', () => {
    expect(messages).to.include({
      UNVERIFIED_EMAIL_CODE: 'code:11002',
      STUDENT_CV_NOT_FOUND: 'The requested file not found or failed to load. Please re-submit the file!',
      COMPANY_CV_NOT_FOUND:
        'The requested file not found or failed to load. Please request CV/Resume Through company Coordinator!',
      UPLOAD_SUCCESS: 'Upload Successfully',
      PASSWORD_CHANGED: 'Password Change Successfully! Please Login Again.',
      SELECTION_UPDATED: 'Selected companies updated successfully',
      INTERVIEW_CREATED: 'Interview created successfully!',
      ACCOUNT_CHANGED: 'Account Change Successfully!',
      PROFILE_UPDATED: 'Successfully updated your profile!',
    });
  });

  it('apologises for an expired or invalid verification link', () => {
    expect(messages.VERIFICATION_LINK_INVALID)
      .to.match(/sorry/i)
      .and.match(/expired or invalid/);
  });
});
