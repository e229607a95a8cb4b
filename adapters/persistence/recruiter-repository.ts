import { FIRST_SESSION_VERSION } from '../../domain/account-session.js';
import type { Recruiter, RecruiterInvite } from '../../domain/recruiter.js';
import type { RecruiterInviteRepository, RecruiterRepository } from '../../application/ports/persistence.js';
import { deleteOfCompany, setPasswordEndingSessions } from './account-records.js';
import type { CollectionSpec, DocumentDatabase } from './collection.js';
import { creationOrderIndexes, EntityCollection, IN_CREATION_ORDER } from './entity-collection.js';

const RECRUITERS: CollectionSpec = {
  name: 'recruiters',
  indexes: [{ fields: ['email'], unique: true }, ...creationOrderIndexes('companyId'), ...creationOrderIndexes()],
};

const RECRUITER_INVITES: CollectionSpec = {
  name: 'recruiterInvites',
  indexes: [{ fields: ['email'], unique: true }, ...creationOrderIndexes('companyId'), ...creationOrderIndexes()],
};

/** What the recruiters and their invitations share: a company's records, each under an e-mail of its own. */
class CompanyEmailRecords<E extends { readonly id: string; readonly email: string; readonly companyId: string }> {
  protected constructor(protected readonly records: EntityCollection<E>) {}

  add(record: E): Promise<void> {
    return this.records.add(record);
  }

  findById(id: string): Promise<E | null> {
    return this.records.byId(id);
  }

  findByEmail(email: string): Promise<E | null> {
    return this.records.findOne({ email });
  }

  async emailsAmong(emails: readonly string[]): Promise<readonly string[]> {
    if (emails.length === 0) return [];
    const found = await this.records.find({ email: { $in: emails } });
    return found.map(({ email }) => email);
  }

  listByCompany(companyId: string): Promise<readonly E[]> {
    return this.records.find({ companyId }, IN_CREATION_ORDER);
  }

  delete(id: string): Promise<boolean> {
    return this.records.deleteById(id);
  }

  deleteByCompany(companyId: string): Promise<readonly string[]> {
    return deleteOfCompany(this.records, companyId);
  }
}

export class DocumentRecruiterRepository extends CompanyEmailRecords<Recruiter> implements RecruiterRepository {
  static async open(database: DocumentDatabase): Promise<DocumentRecruiterRepository> {
    return new DocumentRecruiterRepository(
      await EntityCollection.open<Recruiter>(database, RECRUITERS, { sessionVersion: FIRST_SESSION_VERSION }),
    );
  }

  setPassword(id: string, passwordHash: string): Promise<number | null> {
    return setPasswordEndingSessions(this.records, id, passwordHash);
  }
}

export class DocumentRecruiterInviteRepository
  extends CompanyEmailRecords<RecruiterInvite>
  implements RecruiterInviteRepository
{
  static async open(database: DocumentDatabase): Promise<DocumentRecruiterInviteRepository> {
    return new DocumentRecruiterInviteRepository(
      await EntityCollection.open<RecruiterInvite>(database, RECRUITER_INVITES),
    );
  }
}
