import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { newInterview } from '../../domain/interview.js';
import { selectsCompany } from '../../domain/selection.js';
import { announce } from '../fair-events.js';
import { type AppError, conflict } from '../errors.js';
import { findCompany, findStudent } from '../find-records.js';
import type { EventFeed } from '../ports/events.js';
import type { CompanyRepository, InterviewRepository, StudentRepository } from '../ports/persistence.js';
import type { Clock, IdGenerator } from '../ports/system.js';
import { attempt, attemptUnique } from '../task.js';
import { detailsOfOne } from './details-of-one.js';
import type { InterviewDetails, InterviewDetailsLoader } from './interview-details.js';
import { interviewEvent } from './interview-event.js';

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
  constructor(
    private readonly students: StudentRepository,
    private readonly companies: CompanyRepository,
    private readonly interviews: InterviewRepository,
    private readonly details: InterviewDetailsLoader,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly events: EventFeed,
  ) {}

  execute(form: CreateInterviewForm): TE.TaskEither<AppError, InterviewDetails> {
    return pipe(
      findStudent(this.students, form.student),
      TE.chain((student) =>
        pipe(
          findCompany(this.companies, form.company),
          TE.chain((company) =>
            selectsCompany(student.selection, company.id) ? TE.right(company) : TE.left(conflict(NOT_SELECTED)),
          ),
        ),
      ),
      TE.chain(() => attempt(() => this.interviews.findByStudentAndCompany(form.student, form.company))),
      TE.chain((existing) => (existing ? TE.left(conflict(INTERVIEW_EXISTS)) : TE.right(undefined))),
      TE.map(() =>
        newInterview({
          id: this.ids.next(),
          studentId: form.student,
          companyId: form.company,
          createdAt: this.clock.now(),
          walkIn: false,
        }),
      ),
      TE.chain((interview) =>
        attemptUnique(
          async () => {
            await this.interviews.add(interview);
            return interview;
          },
          { 'studentId,companyId': INTERVIEW_EXISTS },
        ),
      ),
      TE.chainFirst((interview) => announce(this.events, interviewEvent('interview.created', interview))),
      TE.chain((interview) => detailsOfOne(this.details, interview)),
    );
  }
}
