import type { PollScopes } from './route.js';
import { COMPANY_PROFILES, STUDENT_PROFILES, companyScope, studentScope } from '../../domain/event-rules.js';

/*
 * What each polled list shows, as scopes (domain/event-rules.ts): the routes declare one of these as
 * their `etag`. The table of routes and scopes is in docs/api.md, "Polls".
 */

/** A student's own interviews: theirs, with each company's public profile. */
export const studentInterviewsScopes: PollScopes = ({ actor }) => [studentScope(actor.id), COMPANY_PROFILES];

/** A student's own profile. */
export const studentProfileScopes: PollScopes = ({ actor }) => [studentScope(actor.id)];

/** The interviews of the company the caller acts for, with each interviewee's profile. */
export const ownCompanyInterviewsScopes: PollScopes = ({ companyId }) =>
  companyId === null ? [] : [companyScope(companyId), STUDENT_PROFILES];

/** The interviews of the company named by `:id`, with each interviewee's profile. */
export const namedCompanyInterviewsScopes: PollScopes = ({ params }) => [
  companyScope(params.id ?? ''),
  STUDENT_PROFILES,
];

/** Something of the company named by `:id` alone (its walk-in state). */
export const namedCompanyScopes: PollScopes = ({ params }) => [companyScope(params.id ?? '')];

/** The companies whose walk-ins are open: every company's walk-in state and public profile. */
export const walkInCompaniesScopes: PollScopes = () => [COMPANY_PROFILES];

/** `?id=` names a company (its panels) or a student (the panels of their interviews). */
export const panelsScopes: PollScopes = ({ query }) => {
  const id = String(query.id ?? '');
  return [companyScope(id), studentScope(id)];
};
