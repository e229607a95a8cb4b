import { api } from '../api/api.js';

/** Add to Calendar: the .ics file of the student's own interviews, or of a company's (and one panel's) schedule. */
export function downloadCalendar(scope: { readonly company?: string; readonly panel?: string } = {}): Promise<string> {
  return api.download('/interview/calendar.ics', 'interviews.ics', {
    params: { query: { company: scope.company, panel: scope.panel } },
  });
}
