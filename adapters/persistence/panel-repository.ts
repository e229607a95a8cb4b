import type { DayHours } from '../../domain/fair-days.js';
import type { Panel } from '../../domain/panel.js';
import type { PanelRepository } from '../../application/ports/persistence.js';
import type { CollectionSpec, DocumentDatabase } from './collection.js';
import { EntityCollection, IN_CREATION_ORDER } from './entity-collection.js';

const PANELS: CollectionSpec = {
  name: 'panels',
  indexes: [{ fields: ['companyId'] }],
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
