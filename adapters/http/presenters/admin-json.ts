import type { Admin } from '../../../domain/admin.js';

export const adminJson = (admin: Admin) => ({ _id: admin.id, email: admin.email, role: 'admin' as const });
