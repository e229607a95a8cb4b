export const ROLES = ['admin', 'student', 'coordinator', 'company'] as const;
export type Role = (typeof ROLES)[number];
