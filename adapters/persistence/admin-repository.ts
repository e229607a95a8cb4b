import { FIRST_SESSION_VERSION } from '../../domain/account-session.js';
import type { Admin } from '../../domain/admin.js';
import type { AdminRepository } from '../../application/ports/persistence.js';
import { setPasswordEndingSessions } from './account-records.js';
import type { CollectionSpec, DocumentDatabase } from './collection.js';
import { creationOrderIndexes, EntityCollection, IN_CREATION_ORDER } from './entity-collection.js';

const ADMINS: CollectionSpec = {
  name: 'admins',
  indexes: [{ fields: ['email'], unique: true }, ...creationOrderIndexes()],
};

export class DocumentAdminRepository implements AdminRepository {
  private constructor(private readonly admins: EntityCollection<Admin>) {}

  static async open(database: DocumentDatabase): Promise<DocumentAdminRepository> {
    return new DocumentAdminRepository(
      await EntityCollection.open<Admin>(database, ADMINS, { sessionVersion: FIRST_SESSION_VERSION }),
    );
  }

  add(admin: Admin): Promise<void> {
    return this.admins.add(admin);
  }

  findById(id: string): Promise<Admin | null> {
    return this.admins.byId(id);
  }

  findByEmail(email: string): Promise<Admin | null> {
    return this.admins.findOne({ email });
  }

  list(): Promise<readonly Admin[]> {
    return this.admins.find({}, IN_CREATION_ORDER);
  }

  count(): Promise<number> {
    return this.admins.count({});
  }

  delete(id: string): Promise<boolean> {
    return this.admins.deleteById(id);
  }

  setPassword(id: string, passwordHash: string): Promise<number | null> {
    return setPasswordEndingSessions(this.admins, id, passwordHash);
  }
}
