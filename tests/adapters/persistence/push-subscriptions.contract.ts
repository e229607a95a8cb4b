import { expect } from 'chai';
import type { PushSubscription } from '../../../domain/push-subscription.js';
import { anId } from '../../support/builders.js';
import { freshStore, type OpenStore } from './fresh-store.js';

const aDevice = (studentId: string, endpoint: string, at = '2026-03-01T08:00:00Z'): PushSubscription => ({
  studentId,
  endpoint,
  p256dh: `B${'a'.repeat(86)}`,
  auth: 'AAAAAAAAAAAAAAAAAAAAAA',
  createdAt: new Date(at),
});

export const pushSubscriptionRepositoryContract = (open: OpenStore): void => {
  describe('PushSubscriptionRepository', () => {
    const store = freshStore(open);
    const push = () => store().pushSubscriptions;

    it('keeps several devices per student, lists them oldest first, and tells who has any', async () => {
      const [ada, bob, eve] = [anId(), anId(), anId()];
      await push().save(aDevice(ada, 'https://push.example/later', '2026-03-01T09:00:00Z'));
      await push().save(aDevice(ada, 'https://push.example/sooner', '2026-03-01T08:00:00Z'));
      await push().save(aDevice(bob, 'https://push.example/bob'));

      expect((await push().listByStudents([ada])).map((device) => device.endpoint)).to.deep.equal([
        'https://push.example/sooner',
        'https://push.example/later',
      ]);
      expect(await push().listByStudents([ada])).to.deep.include(aDevice(ada, 'https://push.example/sooner'));
      expect([...(await push().studentsSubscribed([ada, bob, eve]))]).to.have.members([ada, bob]);
      expect(await push().listAll()).to.have.length(3);
    });

    it('gives a device to the student who subscribed it last (a shared device), and forgets it on request or when gone', async () => {
      const [ada, bob] = [anId(), anId()];
      await push().save(aDevice(ada, 'https://push.example/shared'));
      await push().save(aDevice(bob, 'https://push.example/shared'));
      await push().save(aDevice(bob, 'https://push.example/other'));

      expect(await push().listByStudents([ada])).to.deep.equal([]);
      expect(await push().remove(ada, 'https://push.example/shared')).to.equal(false);
      expect(await push().remove(bob, 'https://push.example/shared')).to.equal(true);
      await push().removeEndpoint('https://push.example/other');
      expect(await push().listByStudents([bob])).to.deep.equal([]);
    });

    it('keeps the warning place each student chose, and leaves out those who chose none', async () => {
      const [ada, bob] = [anId(), anId()];
      await push().setWarningPlace(ada, 4);
      await push().setWarningPlace(ada, 3);

      expect(await push().warningPlaces([ada, bob])).to.deep.equal(new Map([[ada, 3]]));
    });
  });
};
