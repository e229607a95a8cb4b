import { expect } from 'chai';
import * as texts from '../../ui/src/screen-texts.js';

describe('screen texts (spec §8)', () => {
  it('keeps the texts of spec §8 only the screens show verbatim', () => {
    expect(texts).to.include({
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
      DOWNLOAD_SUCCESS: 'Download Successfully',
      PAGE_NOT_FOUND: 'Oops! Page not found.',
      NO_DATA_AVAILABLE: 'No data available',
      CONFIRM_EMAIL_TITLE: 'Confirm the Email',
      CONFIRM_DELETE: 'Confirm Delete?',
      CONFIRM_SUBMIT: 'Are you sure you want to submit?',
    });
  });
});
