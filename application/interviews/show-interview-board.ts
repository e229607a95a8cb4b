import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { CompanyProfile } from '../../domain/company.js';
import { type Interview, interviewBoard } from '../../domain/interview.js';
import type { Panel } from '../../domain/panel.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { findCompanyProfile } from '../find-records.js';
import { QueueOutlooks } from '../queues/queue-outlooks.js';
import { must, useCase } from '../task.js';
import { CompanyScope, type CompanyScopeQuery, type Scope } from './company-scope.js';
import { InterviewDetailsLoader, type ListedInterview } from './interview-details.js';

/** The ongoing page: whose board it is, each panel's current interview, the upcoming ones and the finished ones, each in queue order. */
export interface InterviewBoardDetails {
  readonly company: CompanyProfile;
  readonly current: readonly ListedInterview[];
  readonly upcoming: readonly ListedInterview[];
  readonly finished: readonly ListedInterview[];
  /** Each panel's queue, in the order the panels were added: how many wait, when the last should end, and its pause. */
  readonly queues: readonly PanelQueue[];
}

/** A panel's queue as the boards show it (domain/queue-wait.ts). */
export interface PanelQueue {
  readonly panel: Panel;
  readonly waiting: number;
  readonly endsAt: Date;
}

/**
 * The coordinator's Ongoing page and the company's current-interviews page, of the whole company
 * or of one panel (GET /interview/all-company-cc, all-company). Current is each panel's first ongoing
 * interview; interviews still waiting for a panel are on neither page. Each panel's queue says how
 * many wait and when it should end, at the panel's pace, and whether the panel is paused.
 */
export class ShowInterviewBoard extends Needs(['interviews', 'companies', 'panels'], {
  scope: CompanyScope,
  details: InterviewDetailsLoader,
  outlooks: QueueOutlooks,
}) {
  execute(actor: Actor, query: CompanyScopeQuery): TaskEither<AppError, InterviewBoardDetails> {
    return useCase(async () => {
      const scope = await must(this.deps.scope.resolve(actor, query));
      const [company, board] = await Promise.all([
        must(findCompanyProfile(this.deps.companies, scope.companyId)),
        this.boardOf(scope),
      ]);
      return { company, ...board };
    });
  }

  private async boardOf(scope: Scope): Promise<Omit<InterviewBoardDetails, 'company'>> {
    const [interviews, panels] = await Promise.all([
      this.deps.interviews.list(scope),
      this.deps.panels.listByCompany(scope.companyId),
    ]);
    const board = interviewBoard(interviews);
    const loaded = await must(this.deps.details.list([...board.current, ...board.upcoming, ...board.finished]));
    const byId = new Map(loaded.map((details) => [details.interview.id, details]));
    const detailsOf = (interviews: readonly Interview[]) => interviews.flatMap((i) => byId.get(i.id) ?? []);
    const shown = panels.filter((panel) => scope.panelId === undefined || panel.id === scope.panelId);
    const outlooks = await this.deps.outlooks.outlooksOf(shown, interviews);
    return {
      current: detailsOf(board.current),
      upcoming: detailsOf(board.upcoming),
      finished: detailsOf(board.finished),
      queues: shown.map((panel) => {
        const { outlook } = outlooks.get(panel.id)!;
        return { panel, waiting: outlook.waiting, endsAt: outlook.endsAt };
      }),
    };
  }
}
