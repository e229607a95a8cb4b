import { isOneOf } from './validation.js';

export const ROLES = ['admin', 'student', 'coordinator', 'company'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: string): value is Role => isOneOf(ROLES, value);

/** Where a role's guarded area sends anyone without that role; the student sign-in is the landing page. */
export const ROLE_SIGN_IN_PATHS: Readonly<Record<Role, string>> = {
  admin: '/admin/sign-in',
  student: '/',
  coordinator: '/coordinator/sign-in',
  company: '/company/sign-in',
};
