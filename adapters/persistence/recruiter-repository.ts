import { FIRST_SESSION_VERSION } from '../../domain/account-session.js';
import type { Recruiter, RecruiterInvite } from '../../domain/recruiter.js';
import type { RecruiterInviteRepository, RecruiterRepository } from '../../application/ports/persistence.js';
import type { CollectionSpec, DocumentDatabase } from './collection.js';
import { EntityCollection, IN_CREATION_ORDER } from './entity-collection.js';

const RECRUITERS: CollectionSpec = {
  name: 'recruiters',
  indexes: [{ fields: ['email'], unique: true }, { fields: ['companyId'] }, { fields: ['createdAt'] }],
};

const RECRUITER_INVITES: CollectionSpec = {
  name: 'recruiterInvites',
  indexes: [{ fields: ['email'], unique: true }, { fields: ['companyId'] }, { fields: ['createdAt'] }],
};

/** Deletes the company's entities of one collection; answers their ids. */
const deleteOfCompany = async <E extends { readonly id: string }>(
  entities: EntityCollection<E>,
  companyId: string,
): Promise<readonly string[]> => {
  const ids = (await entities.find({ companyId })).map((entity) => entity.id);
  if (ids.length === 0) return [];
  await entities.delete({ _id: { $in: ids } });
  return ids;
};

export class DocumentRecruiterRepository implements RecruiterRepository {
  private constructor(private readonly recruiters: EntityCollection<Recruiter>) {}

  static async open(database: DocumentDatabase): Promise<DocumentRecruiterRepository> {
    return new DocumentRecruiterRepository(
      await EntityCollection.open<Recruiter>(database, RECRUITERS, { sessionVersion: FIRST_SESSION_VERSION }),
    );
  }

  add(recruiter: Recruiter): Promise<void> {
    return this.recruiters.add(recruiter);
  }

  findById(id: string): Promise<Recruiter | null> {
    return this.recruiters.byId(id);
  }

  findByEmail(email: string): Promise<Recruiter | null> {
    return this.recruiters.findOne({ email });
  }

  listByCompany(companyId: string): Promise<readonly Recruiter[]> {
    return this.recruiters.find({ companyId }, IN_CREATION_ORDER);
  }

  delete(id: string): Promise<boolean> {
    return this.recruiters.deleteById(id);
  }

  deleteByCompany(companyId: string): Promise<readonly string[]> {
    return deleteOfCompany(this.recruiters, companyId);
  }

  async setPassword(id: string, passwordHash: string): Promise<number | null> {
    const after = await this.recruiters.updateById(
      id,
      { set: { passwordHash }, increment: { sessionVersion: 1 } },
      'after',
    );
    return after?.sessionVersion ?? null;
  }
}

export class DocumentRecruiterInviteRepository implements RecruiterInviteRepository {
  private constructor(private readonly invites: EntityCollection<RecruiterInvite>) {}

  static async open(database: DocumentDatabase): Promise<DocumentRecruiterInviteRepository> {
    return new DocumentRecruiterInviteRepository(
      await EntityCollection.open<RecruiterInvite>(database, RECRUITER_INVITES),
    );
  }

  add(invite: RecruiterInvite): Promise<void> {
    return this.invites.add(invite);
  }

  findById(id: string): Promise<RecruiterInvite | null> {
    return this.invites.byId(id);
  }

  findByEmail(email: string): Promise<RecruiterInvite | null> {
    return this.invites.findOne({ email });
  }

  listByCompany(companyId: string): Promise<readonly RecruiterInvite[]> {
    return this.invites.find({ companyId }, IN_CREATION_ORDER);
  }

  delete(id: string): Promise<boolean> {
    return this.invites.deleteById(id);
  }

  deleteByCompany(companyId: string): Promise<readonly string[]> {
    return deleteOfCompany(this.invites, companyId);
  }
}
