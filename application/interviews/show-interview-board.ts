import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { CompanyProfile } from '../../domain/company.js';
import { type Interview, interviewBoard } from '../../domain/interview.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { findCompanyProfile } from '../find-records.js';
import type { CompanyRepository, InterviewRepository } from '../ports/persistence.js';
import { attempt } from '../task.js';
import type { CompanyScope, CompanyScopeQuery, Scope } from './company-scope.js';
import type { InterviewDetailsLoader, ListedInterview } from './interview-details.js';

/** The ongoing page: whose board it is, each panel's current interview, the upcoming ones and the finished ones, each in queue order. */
export interface InterviewBoardDetails {
  readonly company: CompanyProfile;
  readonly current: readonly ListedInterview[];
  readonly upcoming: readonly ListedInterview[];
  readonly finished: readonly ListedInterview[];
}

/**
 * The coordinator's Ongoing page and the company's current-interviews page, of the whole company
 * or of one panel (GET /interview/all-company-cc, all-company). Current is each panel's first ongoing
 * interview; interviews still waiting for a panel are on neither page.
 */
export class ShowInterviewBoard {
  constructor(
    private readonly scope: CompanyScope,
    private readonly interviews: InterviewRepository,
    private readonly details: InterviewDetailsLoader,
    private readonly companies: CompanyRepository,
  ) {}

  execute(actor: Actor, query: CompanyScopeQuery): TE.TaskEither<AppError, InterviewBoardDetails> {
    return pipe(
      this.scope.resolve(actor, query),
      TE.chain((scope) =>
        pipe(
          TE.Do,
          TE.apS('company', findCompanyProfile(this.companies, scope.companyId)),
          TE.apS('board', this.boardOf(scope)),
          TE.map(({ company, board }) => ({ company, ...board })),
        ),
      ),
    );
  }

  private boardOf(scope: Scope): TE.TaskEither<AppError, Omit<InterviewBoardDetails, 'company'>> {
    return pipe(
      attempt(() => this.interviews.list(scope)),
      TE.map(interviewBoard),
      TE.chain((board) => {
        const shown = [...board.current, ...board.upcoming, ...board.finished];
        return pipe(
          this.details.list(shown),
          TE.map((loaded) => {
            const byId = new Map(loaded.map((details) => [details.interview.id, details]));
            const detailsOf = (interviews: readonly Interview[]) => interviews.flatMap((i) => byId.get(i.id) ?? []);
            return {
              current: detailsOf(board.current),
              upcoming: detailsOf(board.upcoming),
              finished: detailsOf(board.finished),
            };
          }),
        );
      }),
    );
  }
}
