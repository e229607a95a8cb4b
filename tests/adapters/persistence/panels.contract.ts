import { expect } from 'chai';
import { anId, aPanel } from '../../support/builders.js';
import { freshStore, type OpenStore } from './fresh-store.js';

export const panelRepositoryContract = (open: OpenStore): void => {
  describe('PanelRepository', () => {
    const store = freshStore(open);

    it('finds an added panel by id, exactly as it was added', async () => {
      const panel = aPanel();
      await store().panels.add(panel);

      expect(await store().panels.findById(panel.id)).to.deep.equal(panel);
    });

    it("keeps a panel's own hours, answering the panel after, and null for an unknown id", async () => {
      const panel = aPanel();
      await store().panels.add(panel);
      const hours = [{ date: '2026-03-02', opens: '10:00', closes: '12:00' }];

      expect(await store().panels.setHours(panel.id, hours)).to.deep.equal({ ...panel, hours });
      expect(await store().panels.findById(panel.id)).to.deep.equal({ ...panel, hours });
      expect(await store().panels.setHours(anId(), hours)).to.equal(null);
    });

    it('pauses a running panel and resumes a paused one, each only from the state it expects, null otherwise', async () => {
      const panel = aPanel();
      await store().panels.add(panel);
      const pause = {
        reason: 'Lunch',
        since: new Date('2026-03-02T06:00:00Z'),
        backAt: new Date('2026-03-02T06:45:00Z'),
      };

      expect(await store().panels.setPause(panel.id, pause)).to.deep.equal({ ...panel, pause });
      expect(await store().panels.findById(panel.id)).to.deep.equal({ ...panel, pause });
      expect(await store().panels.setPause(panel.id, { ...pause, reason: 'Tea' }), 'paused already').to.equal(null);
      expect(await store().panels.setPause(panel.id, null)).to.deep.equal(panel);
      expect(await store().panels.setPause(panel.id, null), 'running already').to.equal(null);
      expect(await store().panels.findById(panel.id)).to.deep.equal(panel);
      expect(await store().panels.setPause(anId(), pause)).to.equal(null);
    });

    it('answers null for an unknown id', async () => {
      expect(await store().panels.findById(anId())).to.equal(null);
    });

    it('finds panels by ids in the order asked, leaving out unknown ids', async () => {
      const first = aPanel();
      const second = aPanel();
      await store().panels.add(first);
      await store().panels.add(second);

      expect(await store().panels.findByIds([second.id, anId(), first.id])).to.deep.equal([second, first]);
      expect(await store().panels.findByIds([])).to.deep.equal([]);
    });

    it('lists the panels of one company oldest first', async () => {
      const companyId = anId();
      const later = aPanel({ companyId, createdAt: new Date('2026-02-02T00:00:00Z') });
      const earlier = aPanel({ companyId, createdAt: new Date('2026-02-01T00:00:00Z') });
      for (const panel of [later, aPanel(), earlier]) await store().panels.add(panel);

      expect(await store().panels.listByCompany(companyId)).to.deep.equal([earlier, later]);
      expect(await store().panels.listByCompany(anId())).to.deep.equal([]);
    });

    it("lists every company's panels oldest first", async () => {
      const later = aPanel({ createdAt: new Date('2026-02-02T00:00:00Z') });
      const earlier = aPanel({ createdAt: new Date('2026-02-01T00:00:00Z') });
      for (const panel of [later, earlier]) await store().panels.add(panel);

      expect(await store().panels.list()).to.deep.equal([earlier, later]);
    });

    it('deletes a panel once: true the first time, false after', async () => {
      const panel = aPanel();
      await store().panels.add(panel);

      expect(await store().panels.delete(panel.id)).to.equal(true);
      expect(await store().panels.delete(panel.id)).to.equal(false);
      expect(await store().panels.findById(panel.id)).to.equal(null);
    });

    it('deletes the panels of one company, answers how many, and keeps the others', async () => {
      const companyId = anId();
      const other = aPanel();
      for (const panel of [aPanel({ companyId }), aPanel({ companyId }), other]) await store().panels.add(panel);

      expect(await store().panels.deleteByCompany(companyId)).to.equal(2);
      expect(await store().panels.listByCompany(companyId)).to.deep.equal([]);
      expect(await store().panels.findById(other.id)).to.deep.equal(other);
    });
  });
};
