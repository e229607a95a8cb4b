import type { Interview, InterviewStatus } from '../../domain/interview.js';
import type { Panel } from '../../domain/panel.js';
import { queueOutlook, type QueueOutlook } from '../../domain/queue-wait.js';
import type { InterviewRepository, PanelRepository } from '../ports/persistence.js';
import type { Clock } from '../ports/system.js';
import type { PortalSettings } from '../settings.js';

/** What a panel's queue outlook is read from: those waiting, the current one, and the finished ones (its pace). */
export const OUTLOOK_STATUSES: readonly InterviewStatus[] = ['assigned', 'ongoing', 'finished'];

/** A panel and the outlook of its queue now (domain/queue-wait.ts). */
export interface PanelOutlook {
  readonly panel: Panel;
  readonly outlook: QueueOutlook;
}

/** The places, waits and expected ends of panels' queues, at the pace each panel keeps now. */
export class QueueOutlooks {
  static readonly needs = ['interviews', 'panels', 'clock', 'settings'] as const;

  constructor(
    private readonly interviews: InterviewRepository,
    private readonly panels: PanelRepository,
    private readonly clock: Clock,
    private readonly settings: PortalSettings,
  ) {}

  /** The outlook of each of these panels (that still exists), by panel id, each panel's interviews read once. */
  async ofPanels(panelIds: readonly string[]): Promise<ReadonlyMap<string, PanelOutlook>> {
    const panels = await this.panels.findByIds([...new Set(panelIds)]);
    const lists = await Promise.all(
      panels.map((panel) => this.interviews.list({ panelId: panel.id, status: OUTLOOK_STATUSES })),
    );
    return new Map(panels.map((panel, index) => [panel.id, this.outlookOf(panel, lists[index]!)]));
  }

  /** The outlook of a panel's queue, given that panel's interviews. */
  outlookOf(panel: Panel, panelInterviews: readonly Interview[]): PanelOutlook {
    const outlook = queueOutlook(panelInterviews, {
      now: this.clock.now(),
      configuredMinutes: this.settings.interviewMinutes,
      pause: panel.pause ?? null,
    });
    return { panel, outlook };
  }
}
