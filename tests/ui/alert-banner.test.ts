import { expect } from 'chai';
import { ALERT_AUTO_CLOSE_MS, ALERT_KINDS, ALERT_TITLES, failureMessage } from '../../ui/src/alerts/alert.js';

describe('alert banner', () => {
  it('closes itself after 5000 ms', () => {
    expect(ALERT_AUTO_CLOSE_MS).to.equal(5000);
  });

  it("has three kinds titled 'Error Occurred!', 'Success!' and 'Alert!'", () => {
    expect(ALERT_KINDS).to.deep.equal(['error', 'success', 'info']);
    expect(ALERT_TITLES).to.deep.equal({ error: 'Error Occurred!', success: 'Success!', info: 'Alert!' });
  });

  it("shows the server's message first", () => {
    expect(failureMessage('Company not found', 'Request failed with status 404')).to.equal('Company not found');
  });

  it("shows the client's error text when the server gave no message", () => {
    expect(failureMessage(undefined, 'Network Error')).to.equal('Network Error');
    expect(failureMessage('  ', 'Network Error')).to.equal('Network Error');
  });

  it("shows 'Unknown Error' when there is neither", () => {
    expect(failureMessage()).to.equal('Unknown Error');
    expect(failureMessage(null, '')).to.equal('Unknown Error');
  });
});
