import { isOneOf } from './validation.js';

export const ROLES = ['admin', 'student', 'coordinator', 'company'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: string): value is Role => isOneOf(ROLES, value);

/** How a role is named on screen, as in the "{Role} Login" heading. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
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

/** Where a role's guarded area sends anyone without that role; the student sign-in is the landing page. */
export const ROLE_SIGN_IN_PATHS: Readonly<Record<Role, string>> = {
  admin: '/admin/sign-in',
  student: '/',
  coordinator: '/coordinator/sign-in',
  company: '/company/sign-in',
};
