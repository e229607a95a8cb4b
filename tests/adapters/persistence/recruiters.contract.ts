import { expect } from 'chai';
import { aRecruiter, aRecruiterInvite, anId } from '../../support/builders.js';
import { expectUniqueViolation, freshStore, type OpenStore } from './fresh-store.js';

export const recruiterRepositoryContract = (open: OpenStore): void => {
  describe('RecruiterRepository', () => {
    const store = freshStore(open);

    it('finds an added recruiter by id and by e-mail, exactly as it was added; null for unknown ones', async () => {
      const recruiter = aRecruiter();
      await store().recruiters.add(recruiter);

      expect(await store().recruiters.findById(recruiter.id)).to.deep.equal(recruiter);
      expect(await store().recruiters.findByEmail(recruiter.email)).to.deep.equal(recruiter);
      expect(await store().recruiters.findById(anId())).to.equal(null);
      expect(await store().recruiters.findByEmail('nobody@people.test')).to.equal(null);
    });

    it('tells which of many e-mails a recruiter signs in with', async () => {
      const recruiter = aRecruiter();
      await store().recruiters.add(recruiter);

      expect(await store().recruiters.emailsAmong([recruiter.email, 'nobody@people.test'])).to.deep.equal([
        recruiter.email,
      ]);
      expect(await store().recruiters.emailsAmong([])).to.deep.equal([]);
    });

    it('refuses a second recruiter with the same e-mail with a UniqueViolation on email', async () => {
      const first = aRecruiter();
      await store().recruiters.add(first);

      await expectUniqueViolation(store().recruiters.add(aRecruiter({ email: first.email })), 'email');
    });

    it("lists a company's recruiters oldest first, and deletes one or all of them", async () => {
      const companyId = anId();
      const later = aRecruiter({ companyId, createdAt: new Date('2026-02-02T00:00:00Z') });
      const earlier = aRecruiter({ companyId, createdAt: new Date('2026-02-01T00:00:00Z') });
      const elsewhere = aRecruiter();
      for (const recruiter of [later, earlier, elsewhere]) await store().recruiters.add(recruiter);

      expect(await store().recruiters.listByCompany(companyId)).to.deep.equal([earlier, later]);
      expect(await store().recruiters.delete(later.id)).to.equal(true);
      expect(await store().recruiters.delete(later.id)).to.equal(false);
      expect(await store().recruiters.deleteByCompany(companyId)).to.deep.equal([earlier.id]);
      expect(await store().recruiters.listByCompany(companyId)).to.deep.equal([]);
      expect(await store().recruiters.findById(elsewhere.id)).to.deep.equal(elsewhere);
    });

    it('sets a password raising the session version, and answers null for an unknown recruiter', async () => {
      const recruiter = aRecruiter();
      await store().recruiters.add(recruiter);

      expect(await store().recruiters.setPassword(recruiter.id, 'new-hash')).to.equal(1);
      expect(await store().recruiters.findById(recruiter.id)).to.deep.equal({
        ...recruiter,
        passwordHash: 'new-hash',
        sessionVersion: 1,
      });
      expect(await store().recruiters.setPassword(anId(), 'hash')).to.equal(null);
    });
  });

  describe('RecruiterInviteRepository', () => {
    const store = freshStore(open);

    it('finds an added invitation by id and by e-mail, and refuses a second one to the same e-mail', async () => {
      const invite = aRecruiterInvite();
      await store().recruiterInvites.add(invite);

      expect(await store().recruiterInvites.findById(invite.id)).to.deep.equal(invite);
      expect(await store().recruiterInvites.findByEmail(invite.email)).to.deep.equal(invite);
      await expectUniqueViolation(store().recruiterInvites.add(aRecruiterInvite({ email: invite.email })), 'email');
    });

    it("lists a company's invitations oldest first, and deletes one or all of them", async () => {
      const companyId = anId();
      const later = aRecruiterInvite({ companyId, createdAt: new Date('2026-02-02T00:00:00Z') });
      const earlier = aRecruiterInvite({ companyId, createdAt: new Date('2026-02-01T00:00:00Z') });
      for (const invite of [later, earlier, aRecruiterInvite()]) await store().recruiterInvites.add(invite);

      expect(await store().recruiterInvites.listByCompany(companyId)).to.deep.equal([earlier, later]);
      expect(await store().recruiterInvites.delete(earlier.id)).to.equal(true);
      expect(await store().recruiterInvites.delete(earlier.id)).to.equal(false);
      expect(await store().recruiterInvites.deleteByCompany(companyId)).to.deep.equal([later.id]);
      expect(await store().recruiterInvites.findById(later.id)).to.equal(null);
    });
  });
};
