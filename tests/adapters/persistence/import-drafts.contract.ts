import { expect } from 'chai';
import type { ImportDraft } from '../../../application/ports/persistence.js';
import { anId } from '../../support/builders.js';
import { freshStore, type OpenStore } from './fresh-store.js';

const HOUR = 3_600_000;

const aDraft = (expiresAt: Date): ImportDraft => ({
  id: anId(),
  kind: 'students',
  fileKey: `file-${anId()}`,
  adminId: anId(),
  createdAt: new Date(expiresAt.getTime() - 2 * HOUR),
  expiresAt,
});

export const importDraftRepositoryContract = (open: OpenStore): void => {
  describe('ImportDraftRepository', () => {
    const store = freshStore(open);
    const now = new Date('2026-03-02T10:00:00Z');

    it('finds an added draft exactly as it was added, and deletes it once', async () => {
      const draft = aDraft(new Date(now.getTime() + HOUR));
      await store().importDrafts.add(draft);

      expect(await store().importDrafts.findById(draft.id)).to.deep.equal(draft);
      expect(await Promise.all([draft.id, draft.id].map((id) => store().importDrafts.delete(id)))).to.have.members([
        true,
        false,
      ]);
      expect(await store().importDrafts.findById(draft.id)).to.equal(null);
    });

    it('lists the drafts expired by a moment, and the file key of every draft', async () => {
      const expired = aDraft(new Date(now.getTime() - HOUR));
      const waiting = aDraft(new Date(now.getTime() + HOUR));
      for (const draft of [expired, waiting]) await store().importDrafts.add(draft);

      expect(await store().importDrafts.listExpired(now)).to.deep.equal([expired]);
      expect([...(await store().importDrafts.fileKeys())].sort()).to.deep.equal(
        [expired.fileKey, waiting.fileKey].sort(),
      );
    });
  });
};
