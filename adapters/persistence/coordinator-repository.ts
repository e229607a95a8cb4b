import { FIRST_SESSION_VERSION } from '../../domain/account-session.js';
import type { Coordinator } from '../../domain/coordinator.js';
import type { CoordinatorAccountChanges, CoordinatorRepository } from '../../application/ports/persistence.js';
import { deleteOfCompany, setPasswordEndingSessions } from './account-records.js';
import type { CollectionSpec, DocumentDatabase } from './collection.js';
import { creationOrderIndexes, EntityCollection, IN_CREATION_ORDER } from './entity-collection.js';

const COORDINATORS: CollectionSpec = {
  name: 'coordinators',
  indexes: [{ fields: ['email'], unique: true }, ...creationOrderIndexes('companyId'), ...creationOrderIndexes()],
};

export class DocumentCoordinatorRepository implements CoordinatorRepository {
  private constructor(private readonly coordinators: EntityCollection<Coordinator>) {}

  static async open(database: DocumentDatabase): Promise<DocumentCoordinatorRepository> {
    return new DocumentCoordinatorRepository(
      await EntityCollection.open<Coordinator>(database, COORDINATORS, {
        sessionVersion: FIRST_SESSION_VERSION,
      }),
    );
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

  updateAccount(id: string, account: CoordinatorAccountChanges): Promise<Coordinator | null> {
    const { email, name, contactNumber, companyId } = account;
    return this.coordinators.updateById(id, { set: { email, name, contactNumber, companyId } }, 'after');
  }

  delete(id: string): Promise<boolean> {
    return this.coordinators.deleteById(id);
  }

  deleteByCompany(companyId: string): Promise<readonly string[]> {
    return deleteOfCompany(this.coordinators, companyId);
  }

  setPassword(id: string, passwordHash: string): Promise<number | null> {
    return setPasswordEndingSessions(this.coordinators, id, passwordHash);
  }
}
