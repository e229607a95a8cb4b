import { expect } from 'chai';
import { DEFAULT_FAIR_SETTINGS } from '../../../domain/fair-settings.js';
import { expireOffer, newOffer } from '../../../domain/reserve-offer.js';
import { anId } from '../../support/builders.js';
import { freshStore, type OpenStore } from './fresh-store.js';

export const fairSettingsContract = (open: OpenStore): void => {
  describe('FairSettingsRepository', () => {
    const store = freshStore(open);
    const settings = {
      selectionOpensAt: new Date('2026-03-01T03:30:00.000Z'),
      selectionClosesAt: new Date('2026-03-05T11:30:00.000Z'),
      allowedEmailDomains: ['uni.example.org', 'b.lk'],
      fairDays: [
        { date: '2026-03-10', opens: '09:00', closes: '17:00' },
        { date: '2026-03-11', opens: '10:00', closes: '15:30' },
      ],
      offerHoursBeforeFair: 4,
      offerMinutesOnFairDay: 20,
      strikeDays: 90,
      retentionDays: 365,
      cvDownloadDays: 30,
    };

    it('answers no window, any domain, no days and no interview length nor buffer before anything is saved', async () => {
      const { interviewMinutes: _length, bufferMinutes: _buffer, ...nothingSaved } = DEFAULT_FAIR_SETTINGS;
      expect(await store().fairSettings.get()).to.deep.equal(nothingSaved);
    });

    it('answers what was saved last', async () => {
      await store().fairSettings.save(settings);
      expect(await store().fairSettings.get()).to.deep.equal(settings);

      const timed = { ...settings, interviewMinutes: 40, bufferMinutes: 0 };
      await store().fairSettings.save(timed);
      expect(await store().fairSettings.get()).to.deep.equal(timed);

      const { interviewMinutes: _length, bufferMinutes: _buffer, ...open } = { ...DEFAULT_FAIR_SETTINGS, fairDays: [] };
      await store().fairSettings.save(open);
      expect(await store().fairSettings.get()).to.deep.equal(open);
    });
  });

  describe('ReserveListRepository', () => {
    const store = freshStore(open);
    const [acme, beta, gamma] = [anId(), anId(), anId()];
    const students = Array.from({ length: 5 }, () => anId());

    it('keeps each company its list in order, and replaces them all at once', async () => {
      await store().reserveLists.replaceAll(
        new Map([
          [acme, students.slice(0, 3)],
          [beta, [students[4] as string]],
        ]),
      );
      expect(await store().reserveLists.list(acme)).to.deep.equal(students.slice(0, 3));

      await store().reserveLists.replaceAll(
        new Map([
          [gamma, students.slice(1, 2)],
          [beta, []],
        ]),
      );

      expect(await store().reserveLists.list(acme)).to.deep.equal([]);
      expect([...(await store().reserveLists.listAll())]).to.deep.equal([[gamma, students.slice(1, 2)]]);
    });

    it('takes the first student off a list, one at a time, and null once it is empty', async () => {
      await store().reserveLists.replaceAll(new Map([[acme, students.slice(0, 2)]]));

      expect(await store().reserveLists.takeFirst(acme)).to.equal(students[0]);
      expect(await store().reserveLists.list(acme)).to.deep.equal([students[1]]);
      expect(await store().reserveLists.takeFirst(acme)).to.equal(students[1]);
      expect(await store().reserveLists.takeFirst(acme)).to.equal(null);
      expect(await store().reserveLists.takeFirst(beta)).to.equal(null);
    });

    it('gives each of 10 takings at the same moment a different student, and never one twice', async () => {
      await store().reserveLists.replaceAll(new Map([[acme, students]]));

      const taken = await Promise.all(Array.from({ length: 10 }, () => store().reserveLists.takeFirst(acme)));

      const named = taken.filter((student): student is string => student !== null);
      expect([...named].sort()).to.deep.equal([...students].sort());
      expect(taken.filter((student) => student === null)).to.have.length(5);
      expect(await store().reserveLists.list(acme)).to.deep.equal([]);
    });

    it("never writes an old list back over a new allocation's list replaced while students are being taken", async () => {
      const [before, after] = [students.slice(0, 3), [anId(), anId(), anId(), anId()]];
      await store().reserveLists.replaceAll(new Map([[acme, before]]));

      const [taken] = await Promise.all([
        Promise.all(Array.from({ length: 3 }, () => store().reserveLists.takeFirst(acme))),
        store().reserveLists.replaceAll(new Map([[acme, after]])),
      ]);

      // Each take had the first student of the list as it stood then: the old list's, or the new one's.
      const fromAfter = taken.filter((student) => student !== null && after.includes(student));
      const fromBefore = taken.filter((student) => student !== null && before.includes(student));
      expect(fromBefore).to.deep.equal(before.slice(0, fromBefore.length));
      expect(fromAfter).to.deep.equal(after.slice(0, fromAfter.length));
      expect(fromAfter.length + fromBefore.length).to.equal(3);
      expect(await store().reserveLists.list(acme)).to.deep.equal(after.slice(fromAfter.length));
    });
  });

  describe('ReserveOfferRepository', () => {
    const store = freshStore(open);
    const [acme, beta, bina, chen] = [anId(), anId(), anId(), anId()];
    const at = (minutes: number) => new Date(Date.UTC(2026, 2, 10, 4, minutes));
    const offerTo = (studentId: string, companyId: string, expiresAt: Date) =>
      newOffer({ id: anId(), companyId, studentId, freedInterviewId: anId(), offeredAt: at(0), expiresAt });

    it('keeps an offer as made, and answers the open ones of a student and of a company', async () => {
      const toBina = offerTo(bina, acme, at(10));
      await store().reserveOffers.add(toBina);
      await store().reserveOffers.add(offerTo(chen, beta, at(20)));

      expect(await store().reserveOffers.findById(toBina.id)).to.deep.equal(toBina);
      expect(await store().reserveOffers.findById(anId())).to.equal(null);
      expect(await store().reserveOffers.listOpenFor(bina)).to.deep.equal([toBina]);
      expect(await store().reserveOffers.countOpen(acme)).to.equal(1);
    });

    it('answers the open offers due by an instant, earliest first', async () => {
      const [late, early, later] = [
        offerTo(bina, acme, at(20)),
        offerTo(chen, beta, at(10)),
        offerTo(chen, acme, at(40)),
      ];
      for (const offer of [late, early, later]) await store().reserveOffers.add(offer);

      expect((await store().reserveOffers.listDue(at(30))).map((offer) => offer.id)).to.deep.equal([early.id, late.id]);
      expect(await store().reserveOffers.listDue(at(5))).to.deep.equal([]);
    });

    it('closes an open offer once: of two closings at the same moment only one holds', async () => {
      const offer = offerTo(bina, acme, at(10));
      await store().reserveOffers.add(offer);
      const expired = expireOffer(offer, at(10));
      if (expired === null) throw new Error('the offer did not end');
      const declined = {
        ...offer,
        state: 'declined' as const,
        history: [...offer.history, { state: 'declined' as const, at: at(9) }],
      };

      const closed = await Promise.all([store().reserveOffers.close(expired), store().reserveOffers.close(declined)]);

      expect(closed.filter(Boolean)).to.have.length(1);
      const stored = await store().reserveOffers.findById(offer.id);
      expect([expired, declined]).to.deep.include(stored);
      expect(await store().reserveOffers.close(expired)).to.equal(false);
      expect(await store().reserveOffers.listOpenFor(bina)).to.deep.equal([]);
      expect(await store().reserveOffers.countOpen(acme)).to.equal(0);
      expect(await store().reserveOffers.listDue(at(30))).to.deep.equal([]);
    });
  });
};
