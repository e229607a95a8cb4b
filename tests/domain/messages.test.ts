import { expect } from 'chai';
import * as messages from '../../domain/messages.js';

describe('message catalogue (spec §8)', () => {
  it('keeps the texts of spec §8 verbatim', () => {
    expect(messages).to.include({
      UNVERIFIED_EMAIL_CODE: 'code:11002',
      ERROR_TITLE: 'Error Occurred!',
      SUCCESS_TITLE: 'Success!',
      DEFAULT_ALERT_TITLE: 'Alert!',
      REQUEST_ERROR_TITLE: 'Request Error!',
      UNKNOWN_ERROR: 'Unknown Error',
      ERROR_OCCURRED: 'Error Occurred',
      FAILED_TO_FETCH_SELECTIONS: "Failed to fetch students' selections",
      FAILED_TO_FETCH_INTERVIEWS: 'Failed to fetch interviews',
      FAILED_TO_FETCH_SELECTED_COMPANIES: 'Failed to fetch selected companies',
      FAILED_TO_UPDATE_SELECTED_COMPANIES: 'Failed to update selected companies',
      ERROR_FETCHING_SELECTED_COMPANIES: 'Error fetching selected companies',
      FAILED_TO_CREATE_INTERVIEW: 'Failed to create interview',
      FAILED_TO_FETCH_COMPANIES: 'Failed to fetch companies',
      FAILED_TO_FETCH_DATA: 'Failed to fetch data',
      STUDENT_CV_NOT_FOUND: 'The requested file not found or failed to load. Please re-submit the file!',
      COMPANY_CV_NOT_FOUND:
        'The requested file not found or failed to load. Please request CV/Resume Through company Coordinator!',
      UPLOAD_SUCCESS: 'Upload Successfully',
      DOWNLOAD_SUCCESS: 'Download Successfully',
      PASSWORD_CHANGED: 'Password Change Successfully! Please Login Again.',
      SELECTION_UPDATED: 'Selected companies updated successfully',
      INTERVIEW_CREATED: 'Interview created successfully!',
      ACCOUNT_CHANGED: 'Account Change Successfully!',
      PROFILE_UPDATED: 'Successfully updated your profile!',
      PAGE_NOT_FOUND: 'Oops! Page not found.',
      NO_DATA_AVAILABLE: 'No data available',
      CONFIRM_EMAIL_TITLE: 'Confirm the Email',
      CONFIRM_DELETE: 'Confirm Delete?',
      CONFIRM_SUBMIT: 'Are you sure you want to submit?',
    });
  });

  it('apologises for an expired or invalid verification link', () => {
    expect(messages.VERIFICATION_LINK_INVALID).to.match(/sorry/i).and.match(/expired or invalid/);
  });
});
