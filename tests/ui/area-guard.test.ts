import { expect } from 'chai';
import { ADMIN_GUARD_DELAY_MS, guardArea } from '../../ui/src/session/area-guard.js';

describe('area guard', () => {
  it('waits about a second in the admin area before redirecting', () => {
    expect(ADMIN_GUARD_DELAY_MS).to.equal(1000);
  });

  it('waits while the session is loading', () => {
    expect(guardArea('admin', { loading: true, role: null })).to.deep.equal({ kind: 'wait' });
  });

  it('shows the area to its own role', () => {
    expect(guardArea('coordinator', { loading: false, role: 'coordinator' })).to.deep.equal({ kind: 'show' });
  });

  it("redirects an anonymous user or another role to the area's sign-in page", () => {
    expect(guardArea('admin', { loading: false, role: null })).to.deep.equal({ kind: 'redirect', to: '/admin/sign-in' });
    expect(guardArea('company', { loading: false, role: 'student' })).to.deep.equal({
      kind: 'redirect',
      to: '/company/sign-in',
    });
    expect(guardArea('student', { loading: false, role: 'admin' })).to.deep.equal({ kind: 'redirect', to: '/' });
  });
});
