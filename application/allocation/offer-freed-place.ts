import { Needs } from '../needs.js';
import { mayTakePlace } from '../../domain/allocation.js';
import type { CompanyProfile } from '../../domain/company.js';
import type { OfferEvent } from '../../domain/fair-event.js';
import { hasPlaceToOffer, newOffer, offerDeadline, type ReserveOffer } from '../../domain/reserve-offer.js';
import { selectsCompany } from '../../domain/selection.js';
import type { Student } from '../../domain/student.js';
import { QueueMails } from '../messages/mail-queue.js';
import { heldInterview } from './held-interviews.js';
import { offerMail } from './offer-mail.js';

/** The live event telling a student of the place offered to them. */
export const offerEvent = (offer: ReserveOffer, company: Pick<CompanyProfile, 'companyName'>): OfferEvent => ({
  kind: 'reserve.offered',
  offerId: offer.id,
  companyId: offer.companyId,
  studentId: offer.studentId,
  companyName: company.companyName,
  expiresAt: offer.expiresAt.toISOString(),
});

/**
 * Offers a company's freed place to the first student on its reserve list who can still take it
 * (docs/allocation.md, "Reserve offers"): each is taken off the list atomically; one who no longer
 * selects the company, already has an interview with it, or is at MAX_INTERVIEWS_PER_STUDENT is
 * passed over (and stays off the list). The offer lasts the window the fair's settings give; the
 * student hears of it live and by e-mail, through the outgoing mail queue.
 */
export class OfferFreedPlace extends Needs(
  [
    'students',
    'interviews',
    'reserveLists',
    'reserveOffers',
    'fairSettings',
    'ids',
    'clock',
    'events',
    'settings',
    'allocation',
  ],
  { mails: QueueMails },
) {
  /** Whether the company has a place neither an interview nor an open offer holds. */
  async hasPlaceToOffer(company: CompanyProfile): Promise<boolean> {
    const held = await this.deps.interviews.list({ companyId: company.id });
    return hasPlaceToOffer(company, held.map(heldInterview), await this.deps.reserveOffers.countOpen(company.id));
  }

  /** Whether the student may still take a place at the company: they select it and may hold one more interview. */
  async canTakePlace(student: Student, company: Pick<CompanyProfile, 'id'>): Promise<boolean> {
    if (!selectsCompany(student.selection, company.id)) return false;
    const theirs = await this.deps.interviews.list({ studentId: student.id });
    return mayTakePlace(theirs, company.id, this.deps.allocation.maxInterviewsPerStudent);
  }

  /** Offers the place the interview freed to the next student who can take it; null once the list has none. */
  async offerNext(company: CompanyProfile, freedInterviewId: string): Promise<OfferEvent | null> {
    for (;;) {
      const studentId = await this.deps.reserveLists.takeFirst(company.id);
      if (studentId === null) return null;
      const student = await this.deps.students.findById(studentId);
      if (student === null || !(await this.canTakePlace(student, company))) continue;
      return this.offer(student, company, freedInterviewId);
    }
  }

  private async offer(student: Student, company: CompanyProfile, freedInterviewId: string): Promise<OfferEvent> {
    const now = this.deps.clock.now();
    const fair = await this.deps.fairSettings.get();
    const offer = newOffer({
      id: this.deps.ids.next(),
      companyId: company.id,
      studentId: student.id,
      freedInterviewId,
      offeredAt: now,
      expiresAt: offerDeadline(now, fair, fair.fairDays, this.deps.settings.eventTimezone),
    });
    await this.deps.reserveOffers.add(offer);
    const event = offerEvent(offer, company);
    await this.deps.events.publish(event);
    await this.deps.mails.add([offerMail(student, company, offer.expiresAt, this.deps.settings)]);
    return event;
  }
}
