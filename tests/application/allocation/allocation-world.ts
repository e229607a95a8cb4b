import { AllocateInterviews } from '../../../application/allocation/allocate-interviews.js';
import { PromoteFromReserve } from '../../../application/allocation/promote-from-reserve.js';
import type { Company } from '../../../domain/company.js';
import type { Student } from '../../../domain/student.js';
import type { QueuedMail } from '../../../domain/mail-queue.js';
import { anAdmin, aSelection, aSelectionEntry } from '../../support/builders.js';
import { actorOf, type FairWorld, succeeds } from '../../support/fair-operations-store.js';

export const allocateWith = (world: FairWorld, maxInterviewsPerStudent: number | null = null): AllocateInterviews =>
  world.use(AllocateInterviews, { allocation: { maxInterviewsPerStudent } });

/** The freed-place use case as one app server has it: each call wires a server of its own. */
export const promoteWith = (world: FairWorld, maxInterviewsPerStudent: number | null = null): PromoteFromReserve =>
  world.use(PromoteFromReserve, { allocation: { maxInterviewsPerStudent } });

/** Every mail the outgoing queue holds, taken out of it. */
export const queuedMails = async (world: FairWorld): Promise<QueuedMail[]> => {
  const mails: QueuedMail[] = [];
  for (;;) {
    const mail = await world.store.mailQueue.claimNext(world.clock.now(), new Date(0));
    if (mail === null) return mails;
    mails.push(mail);
  }
};

/** Acme has one place: Amal gets it, Bina and Chen wait on its reserve list, in that order. */
export const allocatedWithReserve = async (world: FairWorld) => {
  const acme = await world.company({ companyName: 'Acme', areas: ['Software'], numberOfInterviews: 1 });
  const amal = await studentChoosing(world, 'Amal', [acme], 0);
  const bina = await studentChoosing(world, 'Bina', [acme], 5);
  const chen = await studentChoosing(world, 'Chen', [acme], 10);
  await succeeds(allocateWith(world).execute(actorOf(anAdmin(), 'admin'), { dryRun: false }));
  const [placed] = await world.store.interviews.list({ companyId: acme.id });
  if (placed === undefined) throw new Error('the allocation placed nobody');
  world.events.clear();
  await queuedMails(world);
  return { acme, amal, bina, chen, placed };
};

/** As allocatedWithReserve, then Amal's interview deleted and its place offered to Bina. */
export const offeredToFirstInLine = async (world: FairWorld) => {
  const fair = await allocatedWithReserve(world);
  await world.store.interviews.delete(fair.placed.id);
  const offered = await succeeds(promoteWith(world).execute({ interviewId: fair.placed.id, companyId: fair.acme.id }));
  if (offered === null) throw new Error('nobody was offered the place');
  world.events.clear();
  await queuedMails(world);
  return { ...fair, offerId: offered.offerId };
};

/** Where the student stands with the company: on its reserve list, holding an open offer, holding an interview. */
export const standing = async (world: FairWorld, studentId: string, companyId: string): Promise<string[]> => {
  const where: string[] = [];
  if ((await world.store.reserveLists.list(companyId)).includes(studentId)) where.push('on the list');
  const offers = await world.store.reserveOffers.listOpenFor(studentId);
  if (offers.some((offer) => offer.companyId === companyId)) where.push('offered the place');
  const interviews = await world.store.interviews.list({ studentId, companyId });
  if (interviews.length > 0) where.push('holding the interview');
  return where;
};

/** A student in the world who chose these companies in this order, submitting at the given minute past 09:00. */
export const studentChoosing = (
  world: FairWorld,
  name: string,
  companies: readonly Company[],
  minute: number,
  interestedArea = 'Software',
): Promise<Student> =>
  world.student({
    fullName: name,
    selection: aSelection(
      companies.map((company, index) =>
        aSelectionEntry({ companyId: company.id, companyName: company.companyName, order: index + 1 }),
      ),
      { interestedArea, submittedAt: new Date(Date.UTC(2026, 2, 1, 3, 30 + minute)) },
    ),
  });
