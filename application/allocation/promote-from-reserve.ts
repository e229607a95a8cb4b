import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { mayTakePlace, placesLeft, placesTaken } from '../../domain/allocation.js';
import type { CompanyProfile } from '../../domain/company.js';
import type { PromotionEvent } from '../../domain/fair-event.js';
import { newInterview } from '../../domain/interview.js';
import { selectsCompany } from '../../domain/selection.js';
import type { Student } from '../../domain/student.js';
import type { AppError } from '../errors.js';
import { interviewEvent } from '../interviews/interview-event.js';
import { UniqueViolation } from '../ports/persistence.js';
import { MailUnlessPushed } from '../push/mail-unless-pushed.js';
import { useCase } from '../task.js';
import { heldInterview } from './held-interviews.js';
import { promotionMail } from './promotion-mail.js';

/** The interview whose place may have freed: deleted, marked no-show, withdrawn from or cancelled. */
export interface FreedPlace {
  readonly interviewId: string;
  readonly companyId: string;
}

/** The claim that lets exactly one server, once, fill the place this interview freed. */
export const promotionKey = (freed: FreedPlace): string => `reserve-promotion:${freed.interviewId}`;

/**
 * Fills a place an interview freed with the first student on the company's reserve list who can
 * still take it (docs/allocation.md): the place is claimed in the store first, so of every server
 * hearing the change, and however often it is heard, one fills it once; it is filled only while the
 * company has fewer place-taking interviews than places. Each student is taken off the list
 * atomically; one who no longer selects the company, already has an interview with it, or is at
 * MAX_INTERVIEWS_PER_STUDENT is passed over (and stays off the list). The student promoted gets a new
 * interview (told as created), then `interview.promoted` (pushed from there) and an e-mail unless the
 * student takes push notifications. Answers the promotion, or
 * null when nobody was promoted.
 */
export class PromoteFromReserve extends Needs(
  [
    'students',
    'companies',
    'interviews',
    'reserveLists',
    'notifications',
    'ids',
    'clock',
    'events',
    'settings',
    'allocation',
  ],
  { mails: MailUnlessPushed },
) {
  execute(freed: FreedPlace): TaskEither<AppError, PromotionEvent | null> {
    return useCase(async () => {
      const [company] = await this.deps.companies.findProfilesByIds([freed.companyId]);
      if (company === undefined || !(await this.hasFreePlace(company))) return null;
      if (!(await this.deps.notifications.claim(promotionKey(freed), this.deps.clock.now()))) return null;
      for (;;) {
        const studentId = await this.deps.reserveLists.takeFirst(company.id);
        if (studentId === null) return null;
        const student = await this.deps.students.findById(studentId);
        if (student === null || !(await this.canTakePlace(student, company))) continue;
        const promotion = await this.place(student, company);
        if (promotion !== null) return promotion;
      }
    });
  }

  private async hasFreePlace(company: CompanyProfile): Promise<boolean> {
    const held = await this.deps.interviews.list({ companyId: company.id });
    return placesLeft(company, placesTaken(held.map(heldInterview))) > 0;
  }

  private async canTakePlace(student: Student, company: CompanyProfile): Promise<boolean> {
    if (!selectsCompany(student.selection, company.id)) return false;
    const theirs = await this.deps.interviews.list({ studentId: student.id });
    return mayTakePlace(theirs, company.id, this.deps.allocation.maxInterviewsPerStudent);
  }

  private async place(student: Student, company: CompanyProfile): Promise<PromotionEvent | null> {
    const interview = newInterview({
      id: this.deps.ids.next(),
      studentId: student.id,
      companyId: company.id,
      createdAt: this.deps.clock.now(),
      walkIn: false,
    });
    try {
      await this.deps.interviews.add(interview);
    } catch (error) {
      // An admin created this student's interview with the company meanwhile.
      if (error instanceof UniqueViolation) return null;
      throw error;
    }
    const promotion: PromotionEvent = {
      kind: 'interview.promoted',
      interviewId: interview.id,
      companyId: company.id,
      studentId: student.id,
      companyName: company.companyName,
    };
    await this.deps.events.publish(interviewEvent('interview.created', interview));
    await this.deps.events.publish(promotion);
    await this.deps.mails.send(student.id, promotionMail(student, company, this.deps.settings.publicUrl));
    return promotion;
  }
}
