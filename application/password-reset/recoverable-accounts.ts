import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import { isEmail, normalizeEmail } from '../../domain/email.js';
import { validateResetEmail, validateResetUsername } from '../../domain/forgot-password.js';
import type { Role } from '../../domain/role.js';
import type { Validated } from '../../domain/validation.js';
import type { AccountPasswords } from '../ports/persistence.js';

/** The roles whose forgot password this file serves; a student's has its own use cases (the spec's calls). */
export const STAFF_ROLES = ['admin', 'coordinator', 'company'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Where a PIN for the account goes: one e-mail address (none for a company without one), and whom to greet. */
export interface RecoverableAccount {
  readonly id: string;
  readonly email: string;
  readonly name: string;
}

/** The field naming the account in a role's forgot-password requests: a company's username, else the e-mail. */
export const identityField = (role: StaffRole): 'username' | 'email' => (role === 'company' ? 'username' : 'email');

/** The identity as the role's sign-in reads it (an e-mail in lower case, a username trimmed). */
export const validateIdentity = (role: StaffRole, identity: string): Validated<string> => {
  const valid =
    role === 'company' ? validateResetUsername({ username: identity }) : validateResetEmail({ email: identity });
  return E.map((form: { readonly email: string } | { readonly username: string }) =>
    'email' in form ? form.email : form.username,
  )(valid);
};

/**
 * An administrator's, coordinator's or company's account, found as its sign-in finds it: under the
 * company role, a company's recruiter too (domain/recruiter.ts), named by their e-mail on the
 * company's forms and mailed there.
 */
export class RecoverableAccounts extends Needs(['admins', 'coordinators', 'companies', 'recruiters']) {
  /** A company's password, else its recruiter's: ids are unique across collections. */
  private readonly companyPasswords: AccountPasswords = {
    setPassword: async (id, passwordHash) =>
      (await this.deps.companies.setPassword(id, passwordHash)) ?? this.deps.recruiters.setPassword(id, passwordHash),
  };

  /** The account of the role with this (validated) identity, or null. */
  async find(role: StaffRole, identity: string): Promise<RecoverableAccount | null> {
    switch (role) {
      case 'admin': {
        const admin = await this.deps.admins.findByEmail(identity);
        return admin && { id: admin.id, email: admin.email, name: admin.email };
      }
      case 'coordinator': {
        const coordinator = await this.deps.coordinators.findByEmail(identity);
        return coordinator && { id: coordinator.id, email: coordinator.email, name: coordinator.name };
      }
      case 'company': {
        const company = await this.deps.companies.findProfileByUsername(identity);
        if (company === null) return this.findRecruiter(identity);
        return {
          id: company.id,
          email: company.email.trim(),
          name: company.contactPerson.trim() || company.companyName,
        };
      }
    }
  }

  private async findRecruiter(identity: string): Promise<RecoverableAccount | null> {
    if (!isEmail(identity)) return null;
    const recruiter = await this.deps.recruiters.findByEmail(normalizeEmail(identity));
    return recruiter && { id: recruiter.id, email: recruiter.email, name: recruiter.name };
  }

  /** Whether the role has an account of this id. */
  async exists(role: StaffRole, id: string): Promise<boolean> {
    switch (role) {
      case 'admin':
        return (await this.deps.admins.findById(id)) !== null;
      case 'coordinator':
        return (await this.deps.coordinators.findById(id)) !== null;
      case 'company':
        return (
          (await this.deps.companies.findProfilesByIds([id])).length > 0 ||
          (await this.deps.recruiters.findById(id)) !== null
        );
    }
  }

  /** The role's collection, where a new password is set. */
  passwords(role: StaffRole): AccountPasswords {
    switch (role) {
      case 'admin':
        return this.deps.admins;
      case 'coordinator':
        return this.deps.coordinators;
      case 'company':
        return this.companyPasswords;
    }
  }
}
