import { Needs } from '../needs.js';
import type { Interview, InterviewStatus } from '../../domain/interview.js';
import { strikeExpiry } from '../../domain/strike.js';
import { GetFairSettings } from '../fair-settings/get-fair-settings.js';
import { must } from '../task.js';

/**
 * A no-show's strike follows the interview's move (docs/allocation.md, "Strikes"): marked no-show,
 * its student gets a strike lasting the fair's strike length from now; sent back to the queue from
 * no-show, the strike goes with the no-show. Called by the move once it is stored.
 */
export class NoShowStrikes extends Needs(['strikes', 'companies'], { fairSettings: GetFairSettings }) {
  /** Whether a move between these states gives or takes a strike (a write beside the move's). */
  static changeWith(before: InterviewStatus, after: InterviewStatus): boolean {
    return (before === 'no-show') !== (after === 'no-show');
  }

  async follow(before: Interview, after: Interview, at: Date): Promise<void> {
    if (!NoShowStrikes.changeWith(before.status, after.status)) return;
    if (after.status === 'no-show') {
      const [settings, company] = await Promise.all([
        must(this.deps.fairSettings.execute()),
        this.deps.companies.findById(after.companyId),
      ]);
      await this.deps.strikes.record({
        id: after.id,
        studentId: after.studentId,
        interviewId: after.id,
        companyId: after.companyId,
        companyName: company?.companyName ?? '',
        recordedAt: at,
        expiresAt: strikeExpiry(at, settings),
        excused: null,
      });
    } else {
      await this.deps.strikes.removeForInterview(after.id);
    }
  }
}
