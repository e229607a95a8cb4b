import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { newInterview } from '../../domain/interview.js';
import { selectsCompany } from '../../domain/selection.js';
import type { Actor } from '../actor.js';
import { announce } from '../fair-events.js';
import { type AppError, conflict } from '../errors.js';
import { findCompanyProfile, findStudent } from '../find-records.js';
import { must, refuse, unique, useCase } from '../task.js';
import { detailsOfOne } from './details-of-one.js';
import { type InterviewDetails, InterviewDetailsLoader } from './interview-details.js';
import { interviewEvent } from './interview-event.js';
import { interviewCreated } from './interview-audit.js';

export const NOT_SELECTED = "This company is not in the student's selection";
export const INTERVIEW_EXISTS = 'This student already has an interview with this company';

export interface CreateInterviewForm {
  readonly student: string;
  readonly company: string;
}

/**
 * An administrator creates an interview for a company the student selected (POST /interview/create).
 * It starts selected, with no panel, queue or time; there is at most one per student and company,
 * which the store's unique index keeps true even for two requests at the same instant.
 */
export class CreateInterview extends Needs(['students', 'companies', 'interviews', 'ids', 'clock', 'events', 'units'], {
  details: InterviewDetailsLoader,
}) {
  static readonly audit = interviewCreated;

  execute(_actor: Actor, form: CreateInterviewForm): TaskEither<AppError, InterviewDetails> {
    return useCase(async () => {
      const student = await must(findStudent(this.deps.students, form.student));
      const company = await must(findCompanyProfile(this.deps.companies, form.company));
      if (!selectsCompany(student.selection, company.id)) return refuse(conflict(NOT_SELECTED));
      if (await this.deps.interviews.findByStudentAndCompany(form.student, form.company))
        return refuse(conflict(INTERVIEW_EXISTS));
      const interview = newInterview({
        id: this.deps.ids.next(),
        studentId: form.student,
        companyId: form.company,
        createdAt: this.deps.clock.now(),
        walkIn: false,
      });
      await this.deps.units.allOrNothing(async () => {
        await unique(() => this.deps.interviews.add(interview), { 'studentId,companyId': INTERVIEW_EXISTS });
        await must(announce(this.deps.events, interviewEvent('interview.created', interview)));
      });
      return must(detailsOfOne(this.deps.details, interview));
    });
  }
}
