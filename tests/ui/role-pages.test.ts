import { expect } from 'chai';
import { ROLES } from '../../domain/role.js';
import { ROLE_HOME_PATHS, signInHeading } from '../../ui/src/session/role-pages.js';

describe("each role's pages", () => {
  it('head each sign-in page "{Role} Login"', () => {
    expect(ROLES.map(signInHeading)).to.deep.equal([
      'Admin Login',
      'Student Login',
      'Coordinator Login',
      'Company Login',
    ]);
  });

  it('land each role on its own home after signing in', () => {
    expect(ROLE_HOME_PATHS).to.deep.equal({
      admin: '/admin',
      student: '/student',
      coordinator: '/coordinator',
      company: '/company',
    });
  });
});
