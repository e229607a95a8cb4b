import { AddAdmin } from '../admins/add-admin.js';
import { CreateFirstAdmin } from '../admins/create-first-admin.js';
import { DeleteAdmin } from '../admins/delete-admin.js';
import { GetAdmin } from '../admins/get-admin.js';
import { ListAdmins } from '../admins/list-admins.js';
import { SignInAdmin } from '../sessions/sign-in-admin.js';

export const adminArea = {
  useCases: [AddAdmin, CreateFirstAdmin, SignInAdmin, GetAdmin, ListAdmins, DeleteAdmin],
} as const;
