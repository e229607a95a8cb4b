import { expect } from 'chai';
import {
  restorableSession,
  ROLE_STORAGE_KEY,
  storeFor,
  TOKEN_STORAGE_KEY,
} from '../../ui/src/session/stored-credentials.js';

const empty = { token: null, role: null };

describe('stored session', () => {
  it('keeps a token and a role marker under the keys token and role', () => {
    expect([TOKEN_STORAGE_KEY, ROLE_STORAGE_KEY]).to.deep.equal(['token', 'role']);
  });

  it('writes to local storage with Remember me and to session storage without, for every role alike', () => {
    expect(storeFor(true)).to.equal('local');
    expect(storeFor(false)).to.equal('session');
  });

  it('restores a remembered session from local storage', () => {
    expect(restorableSession({ local: { token: 't', role: 'coordinator' }, session: empty })).to.deep.equal({
      token: 't',
      role: 'coordinator',
      store: 'local',
    });
  });

  it("prefers the tab's session storage when both stores hold a session", () => {
    expect(
      restorableSession({ local: { token: 'old', role: 'student' }, session: { token: 'new', role: 'admin' } }),
    ).to.deep.equal({ token: 'new', role: 'admin', store: 'session' });
  });

  it('is anonymous when the token or the role marker is missing', () => {
    expect(restorableSession({ local: { token: 't', role: null }, session: empty })).to.equal(null);
    expect(restorableSession({ local: { token: null, role: 'admin' }, session: empty })).to.equal(null);
    expect(restorableSession({ local: { token: '', role: 'admin' }, session: empty })).to.equal(null);
    expect(restorableSession({ local: empty, session: empty })).to.equal(null);
  });

  it('does not pair a token from one store with a role marker from the other', () => {
    expect(restorableSession({ local: { token: 't', role: null }, session: { token: null, role: 'admin' } })).to.equal(null);
  });

  it('is anonymous when the role marker is not a known role', () => {
    expect(restorableSession({ local: { token: 't', role: 'root' }, session: empty })).to.equal(null);
  });
});
