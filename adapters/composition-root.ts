import type { Logger } from 'pino';
import { CreateFirstAdmin } from '../application/admins/create-first-admin.js';
import type { Config } from './config.js';
import type { Route } from './http/route.js';
import { healthRoute } from './http/routes/health-route.js';
import { auditAdminWrites } from './http/admin-audit.js';
import { RecordAdminAction } from '../application/audit/record-admin-action.js';
import { PORTS, REACTIONS } from './composition/tokens.js';
import type { AppError } from '../application/errors.js';
import { Reactions } from '../application/reactions/reactions.js';
import { SendDueReminders } from '../application/notifications/send-due-reminders.js';
import { ReminderScheduler } from './notifications/reminder-scheduler.js';
import { AREAS } from './composition/areas.js';
import { composeContainer, type ComposedContainer } from './composition/portal-container.js';
import { portalRoutes, auditNames } from './composition/portal-routes.js';

/** The wired application: its container, its HTTP routes, and the store to close at the end. */
export interface ComposedPortal extends ComposedContainer {
  readonly routes: readonly Route[];
}

/** The composition root of the HTTP server: every port and use case bound, and every route, audited. */
export const composePortal = async (
  config: Config,
  logger: Logger,
  publicUrl: string | (() => string),
): Promise<ComposedPortal> => {
  const composed = await composeContainer(config, logger, publicUrl, AREAS);
  const { container, store } = composed;
  const routes = auditAdminWrites(
    [healthRoute(store), ...portalRoutes(container)],
    container.get(RecordAdminAction),
    auditNames(container),
  );
  return { ...composed, routes };
};

/** The portal's own work beside the requests: calling the next students, and the reminders' timer. */
export interface FairNotifications {
  /** Looks for the reminders due now and sends them (the timer's run, without waiting for it). */
  sendDueReminders(): Promise<void>;
  /** Resolves once the "you're next" calls and reserve promotions asked for so far are made. */
  settled(): Promise<void>;
  /** Stops listening and the timer, once the work under way is done. */
  stop(): Promise<void>;
}

const reasonOf = (error: AppError): unknown => (error.kind === 'Unexpected' ? error.cause : error.message);

/**
 * Starts "you're next" (on every queue change the event feed tells), the reminders (every 30 s), and
 * the reserve lists' promotions (on every interview deleted or marked no-show).
 */
export const startFairNotifications = (portal: ComposedPortal, logger: Logger): FairNotifications => {
  const { container } = portal;
  const reactions = new Reactions(container.get(PORTS.events), container.getAll(REACTIONS), (reaction, error) =>
    logger.error({ err: reasonOf(error) }, reaction.failure),
  );
  const sendDueReminders = container.get(SendDueReminders);
  const clock = container.get(PORTS.clock);
  const reminders = new ReminderScheduler(async () => {
    const result = await sendDueReminders.execute(clock.now())();
    if (result._tag === 'Left') logger.error({ err: reasonOf(result.left) }, 'sending interview reminders failed');
    else if (result.right > 0) logger.info({ sent: result.right }, 'interview reminders sent');
  });
  reactions.start();
  reminders.start();
  return {
    sendDueReminders: () => reminders.runNow(),
    settled: () => reactions.settled(),
    stop: async () => {
      await reminders.stop();
      await reactions.stop();
    },
  };
};

/** Adds the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD when there is none yet. */
export const createFirstAdminFromConfig = async (
  portal: ComposedPortal,
  config: Config,
  logger: Logger,
): Promise<void> => {
  if (!config.admin) return;
  const result = await portal.container.get(CreateFirstAdmin).execute(config.admin.email, config.admin.password)();
  if (result._tag === 'Left') throw new Error(`ADMIN_EMAIL / ADMIN_PASSWORD refused: ${result.left.message}`);
  if (result.right) logger.info({ email: result.right.email }, 'first administrator created');
};
