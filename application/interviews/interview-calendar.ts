import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { interviewEnd } from '../../domain/interview-schedule.js';
import { displayName } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import type { CalendarEvent } from '../ports/documents.js';
import type { InterviewFilter } from '../ports/persistence.js';
import { GetFairSettings } from '../fair-settings/get-fair-settings.js';
import type { ScheduleRules } from '../../domain/interview-schedule.js';
import { must, useCase } from '../task.js';
import { CompanyScope, type CompanyScopeQuery } from './company-scope.js';
import { InterviewDetailsLoader, type ListedInterview } from './interview-details.js';

export interface CalendarFile {
  readonly fileName: string;
  readonly content: string;
}

export const STUDENT_CALENDAR = { name: 'My interviews', fileName: 'interviews.ics' } as const;
export const COMPANY_CALENDAR = { name: 'Interview schedule', fileName: 'interview-schedule.ics' } as const;

/** Stable for the interview's whole life, so a calendar importing the file again updates its event. */
export const calendarUid = (interviewId: string): string => `${interviewId}@career-fair`;

type Timed = ListedInterview & { readonly interview: { readonly time: Date } };
const isTimed = (details: ListedInterview): details is Timed => details.interview.time !== null;

/**
 * "Add to Calendar" (GET /interview/calendar.ics): a student's own timed interviews, or the timed
 * interviews of a company (of one of its panels if asked) for the company and its coordinators,
 * each from its time to the interview length (Fair Settings) later.
 */
export class InterviewCalendar extends Needs(['interviews', 'calendars'], {
  scope: CompanyScope,
  details: InterviewDetailsLoader,
  fairSettings: GetFairSettings,
}) {
  execute(actor: Actor, query: CompanyScopeQuery): TaskEither<AppError, CalendarFile> {
    return useCase(async () => {
      const rules = await must(this.deps.fairSettings.execute());
      if (actor.role === 'student') {
        return this.file({ studentId: actor.id }, STUDENT_CALENDAR, (details) => this.studentEvent(details, rules));
      }
      const scope = await must(this.deps.scope.resolve(actor, query));
      return this.file(scope, COMPANY_CALENDAR, (details) => this.companyEvent(details, rules));
    });
  }

  private async file(
    filter: InterviewFilter,
    calendar: { readonly name: string; readonly fileName: string },
    event: (details: Timed) => CalendarEvent,
  ): Promise<CalendarFile> {
    const interviews = await this.deps.interviews.list(filter);
    const list = await must(this.deps.details.list(interviews.filter((interview) => interview.time !== null)));
    return {
      fileName: calendar.fileName,
      content: this.deps.calendars.write(calendar.name, list.filter(isTimed).map(event)),
    };
  }

  private studentEvent({ interview, company, panel }: Timed, rules: ScheduleRules): CalendarEvent {
    const where = panel ? `${company.companyName}, ${panel.panelName}` : company.companyName;
    return {
      ...this.times(interview, rules),
      title: `Interview with ${company.companyName}`,
      location: where,
      description: `Your interview with ${where}. Check in at the company's desk with the code on your Interviews page.`,
    };
  }

  private companyEvent({ interview, student, panel }: Timed, rules: ScheduleRules): CalendarEvent {
    const name = displayName(student);
    return {
      ...this.times(interview, rules),
      title: `Interview: ${name}`,
      location: panel?.panelName ?? '',
      description: `${name} (${student.indexNumber}, ${student.email})`,
    };
  }

  private times(
    interview: Timed['interview'],
    rules: ScheduleRules,
  ): Pick<CalendarEvent, 'uid' | 'start' | 'end' | 'cancelled'> {
    return {
      uid: calendarUid(interview.id),
      start: interview.time,
      end: interviewEnd(interview.time, rules),
      cancelled: interview.status === 'no-show' || interview.status === 'cancelled',
    };
  }
}
