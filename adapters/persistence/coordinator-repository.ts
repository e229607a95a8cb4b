import type { Coordinator } from '../../domain/coordinator.js';
import type { CoordinatorRepository } from '../../application/ports/persistence.js';
import type { CollectionSpec, DocumentDatabase } from './collection.js';
import { EntityCollection, IN_CREATION_ORDER } from './entity-collection.js';

const COORDINATORS: CollectionSpec = {
  name: 'coordinators',
  indexes: [{ fields: ['email'], unique: true }, { fields: ['companyId'] }, { fields: ['createdAt'] }],
};

export class DocumentCoordinatorRepository implements CoordinatorRepository {
  private constructor(private readonly coordinators: EntityCollection<Coordinator>) {}

  static async open(database: DocumentDatabase): Promise<DocumentCoordinatorRepository> {
    return new DocumentCoordinatorRepository(await EntityCollection.open<Coordinator>(database, COORDINATORS));
  }

  add(coordinator: Coordinator): Promise<void> {
    return this.coordinators.add(coordinator);
  }

  findById(id: string): Promise<Coordinator | null> {
    return this.coordinators.byId(id);
  }

  findByEmail(email: string): Promise<Coordinator | null> {
    return this.coordinators.findOne({ email });
  }

  list(): Promise<readonly Coordinator[]> {
    return this.coordinators.find({}, IN_CREATION_ORDER);
  }

  listByCompany(companyId: string): Promise<readonly Coordinator[]> {
    return this.coordinators.find({ companyId }, IN_CREATION_ORDER);
  }

  delete(id: string): Promise<boolean> {
    return this.coordinators.deleteById(id);
  }

  deleteByCompany(companyId: string): Promise<number> {
    return this.coordinators.delete({ companyId });
  }
}
