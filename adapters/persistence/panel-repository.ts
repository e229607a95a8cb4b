import type { DayHours } from '../../domain/fair-days.js';
import type { Panel, PanelPause } from '../../domain/panel.js';
import type { PanelRepository } from '../../application/ports/persistence.js';
import type { CollectionSpec, DocumentDatabase } from './collection.js';
import { creationOrderIndexes, EntityCollection, IN_CREATION_ORDER } from './entity-collection.js';

const PANELS: CollectionSpec = {
  name: 'panels',
  indexes: [...creationOrderIndexes('companyId'), ...creationOrderIndexes()],
};

export class DocumentPanelRepository implements PanelRepository {
  private constructor(private readonly panels: EntityCollection<Panel>) {}

  static async open(database: DocumentDatabase): Promise<DocumentPanelRepository> {
    return new DocumentPanelRepository(await EntityCollection.open<Panel>(database, PANELS));
  }

  add(panel: Panel): Promise<void> {
    return this.panels.add(panel);
  }

  findById(id: string): Promise<Panel | null> {
    return this.panels.byId(id);
  }

  findByIds(ids: readonly string[]): Promise<readonly Panel[]> {
    return this.panels.byIds(ids);
  }

  setHours(id: string, hours: readonly DayHours[]): Promise<Panel | null> {
    const stored = hours.map(({ date, opens, closes }) => ({ date, opens, closes }));
    return this.panels.updateById(id, { set: { hours: stored } }, 'after');
  }

  setPause(id: string, pause: PanelPause | null): Promise<Panel | null> {
    // A running panel has no pause stored; a paused one has one, until it is resumed.
    if (pause === null) return this.panels.updateById(id, { unset: ['pause'] }, 'after', { pause: { $exists: true } });
    const { reason, since, backAt } = pause;
    return this.panels.updateById(id, { set: { pause: { reason, since, backAt } } }, 'after', {
      pause: { $exists: false },
    });
  }

  listByCompany(companyId: string): Promise<readonly Panel[]> {
    return this.panels.find({ companyId }, IN_CREATION_ORDER);
  }

  list(): Promise<readonly Panel[]> {
    return this.panels.find({}, IN_CREATION_ORDER);
  }

  delete(id: string): Promise<boolean> {
    return this.panels.deleteById(id);
  }

  deleteByCompany(companyId: string): Promise<number> {
    return this.panels.delete({ companyId });
  }
}
