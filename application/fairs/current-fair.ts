import { newCurrentFair, FIRST_FAIR_ID, type Fair, firstFairName, yearOf } from '../../domain/fair.js';
import { Needs } from '../needs.js';

/**
 * The current fair. A store written before fairs existed has none: on upgrade, everything it holds
 * becomes its first fair, named after the year of its days, with nothing moved or lost. Two servers
 * upgrading at once make the one first fair (its id is fixed).
 */
export class CurrentFair extends Needs(['fairs', 'fairSettings', 'clock']) {
  async read(): Promise<Fair> {
    const current = await this.deps.fairs.current();
    if (current !== null) return current;
    const settings = await this.deps.fairSettings.get();
    const now = this.deps.clock.now();
    const year = yearOf(settings.fairDays, now.getUTCFullYear());
    await this.deps.fairs.addUnlessPresent(newCurrentFair(FIRST_FAIR_ID, firstFairName(year), year, now));
    const made = await this.deps.fairs.current();
    if (made === null) throw new Error('The first fair went as it was made');
    return made;
  }
}
