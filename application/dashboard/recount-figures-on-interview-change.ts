import type { FairEvent } from '../../domain/fair-event.js';
import type { Reaction, Reply } from '../reactions/reaction.js';
import { RecountCompanyFigures } from './recount-company-figures.js';

type FiguresChange =
  'interview.created' | 'interview.panel-assigned' | 'interview.moved' | 'interview.deleted' | 'interview.checked-in';

/** Keeps the dashboard's tally of a company as its interviews change: a burst is recounted once. */
export class RecountFiguresOnInterviewChange implements Reaction<FiguresChange> {
  static readonly needs = [RecountCompanyFigures] as const;

  readonly hears: readonly FiguresChange[] = [
    'interview.created',
    'interview.panel-assigned',
    'interview.moved',
    'interview.deleted',
    'interview.checked-in',
  ];
  readonly failure = "the dashboard's figures of a company could not be recounted";

  constructor(private readonly recount: RecountCompanyFigures) {}

  replyTo({ companyId }: Extract<FairEvent, { kind: FiguresChange }>): Reply {
    this.recount.changed(companyId);
    return { queue: `figures:${companyId}`, coalesce: true, task: () => this.recount.execute(companyId) };
  }
}
