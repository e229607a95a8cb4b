import { expect } from 'chai';
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
