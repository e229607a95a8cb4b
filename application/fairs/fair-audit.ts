import type { AdminAction } from '../../domain/audit.js';
import type { ListedFair } from './list-fairs.js';

/** What the audit log keeps of the next fair made: its name and days (the first entry of its log). */
export const nextFairMade = (fair: ListedFair, form: { readonly offsetDays?: unknown }): AdminAction => ({
  action: 'fair.made',
  targets: [fair.id],
  summary: `Made ${fair.name} from the last fair, its days moved on by ${String(form.offsetDays)} days (${fair.days.join(', ') || 'no days'}); the last fair is past and read-only`,
});
