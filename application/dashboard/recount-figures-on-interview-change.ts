import { Needs } from '../needs.js';
import type { FairEvent } from '../../domain/fair-event.js';
import type { Reaction, Reply } from '../reactions/reaction.js';
import { RecountCompanyFigures } from './recount-company-figures.js';

type FiguresChange =
  'interview.created' | 'interview.panel-assigned' | 'interview.moved' | 'interview.deleted' | 'interview.checked-in';

/** Keeps the dashboard's tally of a company as its interviews change: a burst is recounted once. */
export class RecountFiguresOnInterviewChange
  extends Needs([], { recount: RecountCompanyFigures })
  implements Reaction<FiguresChange>
{
  readonly hears: readonly FiguresChange[] = [
    'interview.created',
    'interview.panel-assigned',
    'interview.moved',
    'interview.deleted',
    'interview.checked-in',
  ];
  readonly failure = "the dashboard's figures of a company could not be recounted";

  replyTo({ companyId }: Extract<FairEvent, { kind: FiguresChange }>): Reply {
    this.deps.recount.changed(companyId);
    return { queue: `figures:${companyId}`, coalesce: true, task: () => this.deps.recount.execute(companyId) };
  }
}
