import { expect } from 'chai';
import type { Strike } from '../../../domain/strike.js';
import { freshStore, type OpenStore } from './fresh-store.js';

const day = (date: string) => new Date(`${date}T10:00:00Z`);
const student = 's'.repeat(24);

const aStrike = (id: string, overrides: Partial<Strike> = {}): Strike => ({
  id: id.repeat(24),
  studentId: student,
  interviewId: id.repeat(24),
  companyId: 'c'.repeat(24),
  companyName: 'Acme',
  recordedAt: day('2026-03-02'),
  expiresAt: day('2026-04-01'),
  excused: null,
  ...overrides,
});

export const strikeRepositoryContract = (open: OpenStore): void => {
  describe('StrikeRepository', () => {
    const store = freshStore(open);

    it("keeps one strike per interview: a second record answers the first, and removing the interview's takes it", async () => {
      const first = aStrike('1');
      expect(await store().strikes.record(first)).to.deep.equal(first);
      expect(await store().strikes.record({ ...first, companyName: 'Other' })).to.deep.equal(first);
      expect(await store().strikes.findById(first.id)).to.deep.equal(first);

      expect(await store().strikes.removeForInterview(first.interviewId)).to.equal(true);
      expect(await store().strikes.removeForInterview(first.interviewId)).to.equal(false);
      expect(await store().strikes.findById(first.id)).to.equal(null);
    });

    it('stores an excuse once: a second answers null and the first stays', async () => {
      const strike = aStrike('2');
      await store().strikes.record(strike);
      const excuse = { by: 'a'.repeat(24), byEmail: 'admin@uni.test', at: day('2026-03-03'), reason: 'Ill' };

      expect(await store().strikes.excuse({ ...strike, excused: excuse })).to.deep.equal({
        ...strike,
        excused: excuse,
      });
      expect(await store().strikes.excuse({ ...strike, excused: { ...excuse, reason: 'Again' } })).to.equal(null);
      expect(await store().strikes.findById(strike.id)).to.deep.equal({ ...strike, excused: excuse });
    });

    it("lists a student's strikes and every strike newest first, a page at a time, and those unexpired at an instant", async () => {
      const older = aStrike('3', { recordedAt: day('2026-03-01'), expiresAt: day('2026-03-05') });
      const newer = aStrike('4', { recordedAt: day('2026-03-03') });
      const others = aStrike('5', { studentId: 'o'.repeat(24), recordedAt: day('2026-03-02') });
      for (const strike of [older, newer, others]) await store().strikes.record(strike);

      expect(await store().strikes.listForStudent(student)).to.deep.equal([newer, older]);
      expect(await store().strikes.listNewestFirst(1, 2)).to.deep.equal({ items: [newer, others], total: 3 });
      expect(await store().strikes.listNewestFirst(2, 2)).to.deep.equal({ items: [older], total: 3 });
      expect(await store().strikes.listUnexpired(day('2026-03-05'))).to.have.deep.members([newer, others]);

      expect(await store().strikes.deleteByStudent(student)).to.equal(2);
      expect(await store().strikes.listForStudent(student)).to.deep.equal([]);
    });
  });
};
