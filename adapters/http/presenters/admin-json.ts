import { z } from 'zod';
import type { Admin } from '../../../domain/admin.js';

export const AdminSchema = z.strictObject({ _id: z.string(), email: z.string(), role: z.literal('admin') }).meta({
  id: 'Admin',
});

export const adminJson = (admin: Admin): z.infer<typeof AdminSchema> => ({
  _id: admin.id,
  email: admin.email,
  role: 'admin',
});
