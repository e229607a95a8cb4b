import { expect } from 'chai';
import { validateAddCoordinator } from '../../domain/coordinator.js';
import { anAddCoordinatorForm } from './form-builders.js';
import { failuresOf, messagesOn, rightOf } from './validated.js';

describe('add coordinator form', () => {
  it('accepts a complete form and names the company by its id', () => {
    expect(rightOf(validateAddCoordinator(anAddCoordinatorForm({ name: ' Kamal Silva ' })))).to.deep.equal({
      email: 'coordinator@fair.test',
      name: 'Kamal Silva',
      contactNumber: '0771234567',
      companyId: '0123456789abcdef01234567',
      password: 'secret7',
    });
  });

  it("refuses a confirmation that differs from the password with 'Passwords do not match'", () => {
    expect(
      messagesOn(validateAddCoordinator(anAddCoordinatorForm({ confirmpassword: 'other77' })), 'confirmpassword'),
    ).to.deep.equal(['Passwords do not match']);
  });

  it("refuses a malformed e-mail with 'Invalid email'", () => {
    expect(messagesOn(validateAddCoordinator(anAddCoordinatorForm({ email: 'x y@z' })), 'email')).to.deep.equal([
      'Invalid email',
    ]);
  });

  it('requires every field, each with its own message, all at once', () => {
    const form = anAddCoordinatorForm({
      email: '',
      name: '',
      contactNumber: ' ',
      company: '',
      password: '',
      confirmpassword: '',
    });
    expect(failuresOf(validateAddCoordinator(form))).to.deep.equal([
      { field: 'email', message: 'Email is required' },
      { field: 'name', message: 'Name is required' },
      { field: 'contactNumber', message: 'Contact number is required' },
      { field: 'company', message: 'Company is required' },
      { field: 'password', message: 'Password is required' },
    ]);
  });

  it('refuses a password under 6 characters', () => {
    expect(
      messagesOn(validateAddCoordinator(anAddCoordinatorForm({ password: 'abc', confirmpassword: 'abc' })), 'password'),
    ).to.deep.equal(['Password should contain at least 6 characters']);
  });
});
