import { expect } from 'chai';
import { ADMIN_GUARD_DELAY_MS, guardArea } from '../../domain/area-guard.js';
import { isRole, ROLE_HOME_PATHS, ROLE_SIGN_IN_PATHS, ROLES, signInHeading } from '../../domain/role.js';

describe('roles', () => {
  it('are admin, student, coordinator and company', () => {
    expect(ROLES).to.deep.equal(['admin', 'student', 'coordinator', 'company']);
    expect([isRole('company'), isRole('Company'), isRole('root')]).to.deep.equal([true, false, false]);
  });

  it('head each sign-in page "{Role} Login"', () => {
    expect(ROLES.map(signInHeading)).to.deep.equal(['Admin Login', 'Student Login', 'Coordinator Login', 'Company Login']);
  });

  it('land each role on its own home after signing in', () => {
    expect(ROLE_HOME_PATHS).to.deep.equal({
      admin: '/admin',
      student: '/student',
      coordinator: '/coordinator',
      company: '/company',
    });
  });

  it("send each role's outsiders to that role's sign-in page, the student's being the root", () => {
    expect(ROLE_SIGN_IN_PATHS).to.deep.equal({
      admin: '/admin/sign-in',
      student: '/',
      coordinator: '/coordinator/sign-in',
      company: '/company/sign-in',
    });
  });
});

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
