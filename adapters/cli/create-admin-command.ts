import { Command } from 'commander';
import { AddAdmin } from '../../application/admins/add-admin.js';
import type { CliIo } from './program.js';
import { withPortal } from './with-portal.js';

export const createAdminCommand = (io: CliIo): Command =>
  new Command('create-admin')
    .description('Add an administrator (e-mail and password may also come from ADMIN_EMAIL and ADMIN_PASSWORD)')
    .option('--email <email>', "the administrator's e-mail")
    .option('--password <password>', 'the password (at least 6 characters)')
    .action(async (options: { email?: string; password?: string }) => {
      const email = options.email ?? io.env.ADMIN_EMAIL ?? '';
      const password = options.password ?? io.env.ADMIN_PASSWORD ?? '';
      const result = await withPortal(io.env, (portal) =>
        portal.container.get(AddAdmin).execute({ email, password, confirmpassword: password })(),
      );
      if (result._tag === 'Left') {
        const details =
          result.left.kind === 'Validation'
            ? result.left.failures.map((f) => `${f.field}: ${f.message}`)
            : [result.left.message];
        throw new Error(`Could not create the admin: ${details.join('; ')}`);
      }
      io.out.write(`Admin ${result.right.email} created.\n`);
    });
