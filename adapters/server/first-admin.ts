import type { Container } from 'inversify';
import type { Logger } from 'pino';
import { COMMAND_LINE_OPERATOR } from '../../application/actor.js';
import { CreateFirstAdmin } from '../../application/admins/create-first-admin.js';
import type { Config } from '../config.js';

/** Adds the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD when there is none yet. */
export const createFirstAdminFromConfig = async (
  container: Container,
  config: Config,
  logger: Logger,
): Promise<void> => {
  if (!config.admin) return;
  const result = await container
    .get(CreateFirstAdmin)
    .execute(COMMAND_LINE_OPERATOR, config.admin.email, config.admin.password)();
  if (result._tag === 'Left') throw new Error(`ADMIN_EMAIL / ADMIN_PASSWORD refused: ${result.left.message}`);
  if (result.right) logger.info({ email: result.right.email }, 'first administrator created');
};
