import { expect } from 'chai';
import type { FairMessage } from '../../../domain/fair-message.js';
import type { QueuedMail } from '../../../domain/mail-queue.js';
import { anId, aStudent } from '../../support/builders.js';
import { freshStore, type OpenStore } from './fresh-store.js';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 4, minute));

const aMessage = (overrides: Partial<FairMessage> = {}): FairMessage => ({
  id: anId(),
  author: { role: 'admin', id: anId(), name: 'Career fair team' },
  audience: { kind: 'students' },
  subject: 'Welcome',
  body: 'See you at the fair',
  recipientIds: [],
  createdAt: at(0),
  ...overrides,
});

const aQueuedMail = (overrides: Partial<QueuedMail> = {}): QueuedMail => ({
  id: anId(),
  to: 'student@uni.test',
  subject: 'Hello',
  text: 'Hello',
  state: 'pending',
  attempts: 0,
  dueAt: at(0),
  createdAt: at(0),
  claimedAt: null,
  lastError: null,
  ...overrides,
});

export const messageRepositoryContract = (open: OpenStore): void => {
  describe('MessageRepository', () => {
    const store = freshStore(open);

    it("lists a student's messages, newest first, and no one else's", async () => {
      const [ann, bob] = [aStudent(), aStudent()];
      const older = aMessage({ subject: 'Older', recipientIds: [ann.id, bob.id], createdAt: at(1) });
      const newer = aMessage({ subject: 'Newer', recipientIds: [ann.id], createdAt: at(2) });
      await store().messages.add(older);
      await store().messages.add(newer);

      expect(await store().messages.listForStudent(ann.id, 10)).to.deep.equal([newer, older]);
      expect((await store().messages.listForStudent(bob.id, 10)).map((m) => m.subject)).to.deep.equal(['Older']);
      expect(await store().messages.listForStudent(ann.id, 1)).to.deep.equal([newer]);
    });

    it('lists the students whose e-mail is confirmed', async () => {
      const confirmed = aStudent();
      await store().students.add(confirmed);
      await store().students.add(aStudent({ emailConfirmed: false }));

      expect((await store().students.listConfirmed()).map((student) => student.id)).to.deep.equal([confirmed.id]);
    });
  });

  describe('MailQueueRepository', () => {
    const store = freshStore(open);

    it('lets exactly one of many claims at once take a mail, and none take one not due yet', async () => {
      expect(await store().mailQueue.anyDue(at(1), at(-10))).to.equal(false);
      await store().mailQueue.enqueue([aQueuedMail(), aQueuedMail({ dueAt: at(5) })]);
      expect(await store().mailQueue.anyDue(at(1), at(-10))).to.equal(true);

      const claims = await Promise.all(Array.from({ length: 10 }, () => store().mailQueue.claimNext(at(1), at(-10))));

      const claimed = claims.filter((claim) => claim !== null);
      expect(claimed).to.have.length(1);
      expect(claimed[0]).to.include({ state: 'sending', attempts: 1 });
      expect(await store().mailQueue.countByState()).to.deep.equal({ pending: 1, sending: 1, sent: 0, failed: 0 });
      expect(await store().mailQueue.anyDue(at(1), at(-10))).to.equal(false);
    });

    it('takes back a claim left too long, marks mails sent, due again, or failed', async () => {
      const [first, second] = [aQueuedMail(), aQueuedMail()];
      await store().mailQueue.enqueue([first, second]);
      await store().mailQueue.claimNext(at(1), at(-10));
      await store().mailQueue.claimNext(at(1), at(-10));

      expect(await store().mailQueue.claimNext(at(2), at(0))).to.equal(null);
      const retaken = await store().mailQueue.claimNext(at(20), at(10));
      expect(retaken?.attempts).to.equal(2);

      await store().mailQueue.markSent(first.id);
      await store().mailQueue.markUnsent(second.id, 'down', at(30));
      expect(await store().mailQueue.countByState()).to.include({ sent: 1, pending: 1 });
      await store().mailQueue.markUnsent(second.id, 'down', null);
      expect(await store().mailQueue.countByState()).to.include({ sent: 1, pending: 0, failed: 1 });
    });

    it('counts sends per minute up to the rate, and gives a slot back', async () => {
      const slots = await Promise.all(Array.from({ length: 5 }, () => store().mailQueue.takeSendSlot(at(0), 3)));
      expect(slots.filter(Boolean)).to.have.length(3);

      await store().mailQueue.returnSendSlot(at(0));
      expect(await store().mailQueue.takeSendSlot(at(0), 3)).to.equal(true);
      expect(await store().mailQueue.takeSendSlot(at(1), 3)).to.equal(true);
    });
  });
};
