import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { newInterview } from '../../domain/interview.js';
import { selectsCompany } from '../../domain/selection.js';
import type { Actor } from '../actor.js';
import { announce } from '../fair-events.js';
import { type AppError, conflict } from '../errors.js';
import { findCompany, findStudent } from '../find-records.js';
import type { EventFeed } from '../ports/events.js';
import type { CompanyRepository, InterviewRepository, StudentRepository } from '../ports/persistence.js';
import type { Clock, IdGenerator } from '../ports/system.js';
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
export class CreateInterview {
  static readonly needs = [
    'students',
    'companies',
    'interviews',
    InterviewDetailsLoader,
    'ids',
    'clock',
    'events',
  ] as const;
  static readonly audit = interviewCreated;

  constructor(
    private readonly students: StudentRepository,
    private readonly companies: CompanyRepository,
    private readonly interviews: InterviewRepository,
    private readonly details: InterviewDetailsLoader,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly events: EventFeed,
  ) {}

  execute(_actor: Actor, form: CreateInterviewForm): TaskEither<AppError, InterviewDetails> {
    return useCase(async () => {
      const student = await must(findStudent(this.students, form.student));
      const company = await must(findCompany(this.companies, form.company));
      if (!selectsCompany(student.selection, company.id)) return refuse(conflict(NOT_SELECTED));
      if (await this.interviews.findByStudentAndCompany(form.student, form.company))
        return refuse(conflict(INTERVIEW_EXISTS));
      const interview = newInterview({
        id: this.ids.next(),
        studentId: form.student,
        companyId: form.company,
        createdAt: this.clock.now(),
        walkIn: false,
      });
      await unique(() => this.interviews.add(interview), { 'studentId,companyId': INTERVIEW_EXISTS });
      await must(announce(this.events, interviewEvent('interview.created', interview)));
      return must(detailsOfOne(this.details, interview));
    });
  }
}
