import { Command } from 'commander';
import { COMMAND_LINE_OPERATOR } from '../../application/actor.js';
import { AddAdmin } from '../../application/admins/add-admin.js';
import type { CliIo } from './cli-io.js';
import { runUseCase } from './run-use-case.js';
import { adminArea } from '../../application/areas/admin.js';
import { withPortal } from './with-portal.js';
import { areaModule } from '../composition/area-module.js';

export const createAdminCommand = (io: CliIo): Command =>
  new Command('create-admin')
    .description('Add an administrator (e-mail and password may also come from ADMIN_EMAIL and ADMIN_PASSWORD)')
    .option('--email <email>', "the administrator's e-mail")
    .option('--password <password>', 'the password (at least 6 characters)')
    .action(async (options: { email?: string; password?: string }) => {
      const email = options.email ?? io.env.ADMIN_EMAIL ?? '';
      const password = options.password ?? io.env.ADMIN_PASSWORD ?? '';
      const admin = await withPortal(io.env, [areaModule(adminArea)], (portal) =>
        runUseCase(
          portal.container.get(AddAdmin).execute(COMMAND_LINE_OPERATOR, { email, password, confirmpassword: password }),
        ),
      );
      io.out.write(`Admin ${admin.email} created.\n`);
    });
