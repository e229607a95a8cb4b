import { Command } from 'commander';
import { AddAdmin } from '../../application/admins/add-admin.js';
import type { CliIo } from './program.js';
import { withPortal } from './with-portal.js';

export const createAdminCommand = (io: CliIo): Command =>
  new Command('create-admin')
    .description('Add an administrator (the password may also come from ADMIN_PASSWORD)')
    .requiredOption('--email <email>', "the administrator's e-mail")
    .option('--password <password>', 'the password (at least 6 characters)')
    .action(async (options: { email: string; password?: string }) => {
      const password = options.password ?? io.env.ADMIN_PASSWORD ?? '';
      const result = await withPortal(io.env, (portal) =>
        portal.container.get(AddAdmin).execute({ email: options.email, password, confirmpassword: password })(),
      );
      if (result._tag === 'Left') {
        const details = result.left.kind === 'Validation' ? result.left.failures.map((f) => `${f.field}: ${f.message}`) : [result.left.message];
        throw new Error(`Could not create the admin: ${details.join('; ')}`);
      }
      io.out.write(`Admin ${result.right.email} created.\n`);
    });
