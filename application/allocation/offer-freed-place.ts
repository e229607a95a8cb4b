import { mayTakePlace } from '../../domain/allocation.js';
import type { Company } from '../../domain/company.js';
import type { OfferEvent } from '../../domain/fair-event.js';
import { hasPlaceToOffer, newOffer, offerDeadline, type ReserveOffer } from '../../domain/reserve-offer.js';
import { selectsCompany } from '../../domain/selection.js';
import type { Student } from '../../domain/student.js';
import { QueueMails } from '../messages/mail-queue.js';
import type { EventFeed } from '../ports/events.js';
import type {
  FairSettingsRepository,
  InterviewRepository,
  ReserveListRepository,
  ReserveOfferRepository,
  StudentRepository,
} from '../ports/persistence.js';
import type { Clock, IdGenerator } from '../ports/system.js';
import type { PortalSettings } from '../settings.js';
import type { AllocationSettings } from './allocation-settings.js';
import { heldInterview } from './held-interviews.js';
import { offerMail } from './offer-mail.js';

/** The live event telling a student of the place offered to them. */
export const offerEvent = (offer: ReserveOffer, company: Pick<Company, 'companyName'>): OfferEvent => ({
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
export class OfferFreedPlace {
  static readonly needs = [
    'students',
    'interviews',
    'reserveLists',
    'reserveOffers',
    'fairSettings',
    'ids',
    'clock',
    'events',
    QueueMails,
    'settings',
    'allocation',
  ] as const;

  constructor(
    private readonly students: StudentRepository,
    private readonly interviews: InterviewRepository,
    private readonly reserveLists: ReserveListRepository,
    private readonly offers: ReserveOfferRepository,
    private readonly fairSettings: FairSettingsRepository,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly events: EventFeed,
    private readonly mails: QueueMails,
    private readonly settings: Pick<PortalSettings, 'publicUrl' | 'eventTimezone'>,
    private readonly allocation: AllocationSettings,
  ) {}

  /** Whether the company has a place neither an interview nor an open offer holds. */
  async hasPlaceToOffer(company: Company): Promise<boolean> {
    const held = await this.interviews.list({ companyId: company.id });
    return hasPlaceToOffer(company, held.map(heldInterview), await this.offers.countOpen(company.id));
  }

  /** Whether the student may still take a place at the company: they select it and may hold one more interview. */
  async canTakePlace(student: Student, company: Pick<Company, 'id'>): Promise<boolean> {
    if (!selectsCompany(student.selection, company.id)) return false;
    const theirs = await this.interviews.list({ studentId: student.id });
    return mayTakePlace(theirs, company.id, this.allocation.maxInterviewsPerStudent);
  }

  /** Offers the place the interview freed to the next student who can take it; null once the list has none. */
  async offerNext(company: Company, freedInterviewId: string): Promise<OfferEvent | null> {
    for (;;) {
      const studentId = await this.reserveLists.takeFirst(company.id);
      if (studentId === null) return null;
      const student = await this.students.findById(studentId);
      if (student === null || !(await this.canTakePlace(student, company))) continue;
      return this.offer(student, company, freedInterviewId);
    }
  }

  private async offer(student: Student, company: Company, freedInterviewId: string): Promise<OfferEvent> {
    const now = this.clock.now();
    const fair = await this.fairSettings.get();
    const offer = newOffer({
      id: this.ids.next(),
      companyId: company.id,
      studentId: student.id,
      freedInterviewId,
      offeredAt: now,
      expiresAt: offerDeadline(now, fair, fair.fairDays, this.settings.eventTimezone),
    });
    await this.offers.add(offer);
    const event = offerEvent(offer, company);
    await this.events.publish(event);
    await this.mails.add([offerMail(student, company, offer.expiresAt, this.settings)]);
    return event;
  }
}
