import { expect } from 'chai';
import { isRole, ROLE_SIGN_IN_PATHS, ROLES } from '../../domain/role.js';

describe('roles', () => {
  it('are admin, student, coordinator and company', () => {
    expect(ROLES).to.deep.equal(['admin', 'student', 'coordinator', 'company']);
    expect([isRole('company'), isRole('Company'), isRole('root')]).to.deep.equal([true, false, false]);
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
