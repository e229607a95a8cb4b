import { warnAs } from '../events/subscribers.js';

/** How often the reminders due are looked for: well inside a minute, so none comes late by more. */
export const REMINDER_CHECK_MS = 30_000;

/**
 * Runs a task now and then every `everyMs`, one run at a time, on a timer that never keeps the
 * process alive; stopped with the portal, after the run under way.
 */
export class ReminderScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly task: () => Promise<void>,
    private readonly everyMs: number = REMINDER_CHECK_MS,
    /** Told of a look that failed; the next one comes all the same. */
    private readonly onError: (error: unknown) => void = warnAs('ReminderSchedulerError'),
  ) {}

  start(): void {
    if (this.timer !== null) return;
    this.timer = setInterval(() => void this.runNow(), this.everyMs);
    this.timer.unref();
    void this.runNow();
  }

  /** Runs the task now, or answers the run under way; never rejects. */
  runNow(): Promise<void> {
    this.running ??= this.task()
      .catch(this.onError)
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
