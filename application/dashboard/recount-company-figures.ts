import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { companyTally, type CompanyTally } from '../../domain/fair-stats.js';
import type { AppError } from '../errors.js';
import { useCase } from '../task.js';

/**
 * The dashboard's tally of one company is made again from that company's interviews alone and
 * stored in place of the one it had: after any change to one of them, and when a tally is missing.
 * Made from the stored interviews, never added to, so app servers making it at once store the same;
 * on each server one company's recounts are made one after the other, so the last one stored is
 * made after the last change this server heard of.
 */
export class RecountCompanyFigures extends Needs(['interviews', 'fairFigures']) {
  /** Companies whose interviews changed since their tally was last recounted here. */
  private readonly stale = new Set<string>();
  /** The last recount asked for, per company, while it is under way. */
  private readonly running = new Map<string, Promise<unknown>>();

  /** One of the company's interviews changed: the figures read on this server wait for its recount. */
  changed(companyId: string): void {
    this.stale.add(companyId);
  }

  execute(companyId: string): TaskEither<AppError, CompanyTally> {
    return () => {
      const before = this.running.get(companyId) ?? Promise.resolve();
      const run = before.then(() => {
        this.stale.delete(companyId);
        return useCase(async () => {
          const tally = companyTally(companyId, await this.deps.interviews.list({ companyId }));
          await this.deps.fairFigures.put(tally);
          return tally;
        })();
      });
      this.running.set(companyId, run);
      void run.finally(() => {
        if (this.running.get(companyId) === run) this.running.delete(companyId);
      });
      return run;
    };
  }

  /** Recounts the tallies this server knows to be stale, and waits for those being recounted. */
  async settle(): Promise<void> {
    await Promise.all([...this.stale].map((companyId) => this.execute(companyId)()));
    await Promise.all(this.running.values());
  }
}
