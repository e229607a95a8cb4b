import { Needs } from '../needs.js';
import type { Interview, InterviewStatus } from '../../domain/interview.js';
import type { Panel } from '../../domain/panel.js';
import { queueOutlook, type QueueOutlook } from '../../domain/queue-wait.js';
import { GetFairSettings } from '../fair-settings/get-fair-settings.js';
import { must } from '../task.js';

/** What a panel's queue outlook is read from: those waiting, the current one, and the finished ones (its pace). */
export const OUTLOOK_STATUSES: readonly InterviewStatus[] = ['assigned', 'ongoing', 'finished'];

/** A panel and the outlook of its queue now (domain/queue-wait.ts). */
export interface PanelOutlook {
  readonly panel: Panel;
  readonly outlook: QueueOutlook;
}

/** The places, waits and expected ends of panels' queues, at the pace each panel keeps now. */
export class QueueOutlooks extends Needs(['interviews', 'panels', 'clock'], { fairSettings: GetFairSettings }) {
  /** The outlook of each of these panels (that still exists), by panel id, each panel's interviews read once. */
  async ofPanels(panelIds: readonly string[]): Promise<ReadonlyMap<string, PanelOutlook>> {
    const panels = await this.deps.panels.findByIds([...new Set(panelIds)]);
    const lists = await Promise.all(
      panels.map((panel) => this.deps.interviews.list({ panelId: panel.id, status: OUTLOOK_STATUSES })),
    );
    return this.outlooksOf(panels, lists.flat());
  }

  /** The outlook of each of these panels' queues, by panel id, given (at least) those panels' interviews. */
  async outlooksOf(
    panels: readonly Panel[],
    interviews: readonly Interview[],
  ): Promise<ReadonlyMap<string, PanelOutlook>> {
    const { interviewMinutes } = await must(this.deps.fairSettings.execute());
    const now = this.deps.clock.now();
    return new Map(
      panels.map((panel) => {
        const panelInterviews = interviews.filter((interview) => interview.panelId === panel.id);
        const outlook = queueOutlook(panelInterviews, {
          now,
          configuredMinutes: interviewMinutes,
          pause: panel.pause ?? null,
        });
        return [panel.id, { panel, outlook }];
      }),
    );
  }
}
