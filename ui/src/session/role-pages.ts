import type { Role } from '../../../domain/role.js';

/** How a role is named on screen, as in the "{Role} Login" heading. */
const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: 'Admin',
  student: 'Student',
  coordinator: 'Coordinator',
  company: 'Company',
};

export const signInHeading = (role: Role): string => `${ROLE_LABELS[role]} Login`;

/** Where each role lands after signing in (spec §2). */
export const ROLE_HOME_PATHS: Readonly<Record<Role, string>> = {
  admin: '/admin',
  student: '/student',
  coordinator: '/coordinator',
  company: '/company',
};

export { ROLE_FORGOT_PASSWORD_PATHS } from '../../../domain/forgot-password.js';
