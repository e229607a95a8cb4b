import { expect } from 'chai';
import {
  ALERT_AUTO_CLOSE_MS,
  ALERT_KINDS,
  ALERT_TITLES,
  failureMessage,
  MAX_SHOWN_ALERTS,
  type ShownAlert,
  withAlert,
  withoutAction,
} from '../../ui/src/alerts/alert.js';

const alert = (id: number, kind: ShownAlert['kind'], message: string, action?: string): ShownAlert => ({
  id,
  kind,
  message,
  action,
  title: undefined,
  onResend: undefined,
});
const ids = (shown: readonly ShownAlert[]) => shown.map((one) => one.id);

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

  it('lets a new outcome of an action replace the earlier one: a refusal takes the place of its "Success!"', () => {
    const saved = withAlert([], alert(1, 'success', 'Nimal is interviewed at 09:30.', 'set-time'));
    const other = withAlert(saved, alert(2, 'info', 'Walk-in is open'));
    expect(ids(withAlert(other, alert(3, 'error', 'Panel A has Sanduni at 09:30', 'set-time')))).to.deep.equal([2, 3]);
  });

  it('shows the same words once, and at most a few alerts, the oldest going first', () => {
    expect(ids(withAlert([alert(1, 'success', 'Saved')], alert(2, 'success', 'Saved')))).to.deep.equal([2]);
    let shown: readonly ShownAlert[] = [];
    for (let id = 1; id <= MAX_SHOWN_ALERTS + 2; id += 1) shown = withAlert(shown, alert(id, 'info', `Note ${id}`));
    expect(ids(shown)).to.deep.equal([3, 4, 5]);
  });

  it("takes an action's outcome away when it is tried again", () => {
    const shown = [alert(1, 'success', 'Saved', 'set-time'), alert(2, 'info', 'Walk-in is open')];
    expect(ids(withoutAction(shown, 'set-time'))).to.deep.equal([2]);
  });
});
