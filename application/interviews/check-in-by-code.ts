import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import { CHECK_IN_MESSAGES, parseCheckInCode } from '../../domain/check-in-code.js';
import { checkIn, type Interview } from '../../domain/interview.js';
import { announce } from '../fair-events.js';
import { type AppError, forbidden, notFound, validation } from '../errors.js';
import { must, type Refusal, refuse } from '../task.js';
import { interviewEvent } from './interview-event.js';

const refusedCode = (message: string): AppError => validation([{ field: 'code', message }]);

/** The interview a code checked in, and whether this call was the one that checked the student in. */
export interface CheckedIn {
  readonly interview: Interview;
  readonly first: boolean;
}

/**
 * The rules of one check-in by code, shared by the desk's check-in and the sync of its offline scans:
 * the code must be well formed, of this fair and handed to a student with an interview at the
 * company; the first check-in's time is kept and announced once. Any refusal changes nothing.
 */
export class CheckInByCode extends Needs(['checkInCodeMaker', 'checkInCodes', 'interviews', 'events', 'units']) {
  /** Inside a use case's body: the check-in, or the refusal saying why the code checks nobody in. */
  async checkIn(companyId: string, typed: string, at: Date): Promise<CheckedIn | Refusal> {
    const code = parseCheckInCode(typed);
    if (E.isLeft(code)) return refuse(refusedCode(code.left));
    if (!this.deps.checkInCodeMaker.isOfThisFair(code.right)) return refuse(refusedCode(CHECK_IN_MESSAGES.otherFair));
    const studentId = await this.deps.checkInCodes.studentOf(code.right);
    if (studentId === null) return refuse(notFound(CHECK_IN_MESSAGES.unknown));
    // One student has at most one interview per company (design.md §2).
    const interview = await this.deps.interviews.findByStudentAndCompany(studentId, companyId);
    if (interview === null) return refuse(forbidden(CHECK_IN_MESSAGES.noInterview));
    return this.mark(interview, at);
  }

  /** The domain decides whether this is the first check-in; the store writes it only if nobody did meanwhile. */
  private async mark(interview: Interview, at: Date): Promise<CheckedIn | Refusal> {
    if (checkIn(interview, at) === interview) return { interview, first: false };
    const written = await this.deps.units.allOrNothing(async () => {
      const recorded = await this.deps.interviews.recordCheckIn(interview.id, at);
      if (recorded !== null) await must(announce(this.deps.events, interviewEvent('interview.checked-in', recorded)));
      return recorded;
    }, 'one');
    if (written === null) return this.checkedInMeanwhile(interview.id);
    return { interview: written, first: true };
  }

  /** Another check-in won the race (its time is kept), or the interview is gone. */
  private async checkedInMeanwhile(id: string): Promise<CheckedIn | Refusal> {
    const stored = await this.deps.interviews.findById(id);
    return stored === null ? refuse(forbidden(CHECK_IN_MESSAGES.noInterview)) : { interview: stored, first: false };
  }
}
