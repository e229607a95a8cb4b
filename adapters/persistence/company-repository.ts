import type { Company } from '../../domain/company.js';
import type { CompanyRepository } from '../../application/ports/persistence.js';
import type { CollectionSpec, DocumentDatabase } from './collection.js';
import { EntityCollection, IN_CREATION_ORDER } from './entity-collection.js';

const COMPANIES: CollectionSpec = {
  name: 'companies',
  indexes: [{ fields: ['username'], unique: true }, { fields: ['walkingStatus'] }, { fields: ['createdAt'] }],
};

export class DocumentCompanyRepository implements CompanyRepository {
  private constructor(private readonly companies: EntityCollection<Company>) {}

  static async open(database: DocumentDatabase): Promise<DocumentCompanyRepository> {
    return new DocumentCompanyRepository(await EntityCollection.open<Company>(database, COMPANIES));
  }

  add(company: Company): Promise<void> {
    return this.companies.add(company);
  }

  findById(id: string): Promise<Company | null> {
    return this.companies.byId(id);
  }

  findByUsername(username: string): Promise<Company | null> {
    return this.companies.findOne({ username });
  }

  findByIds(ids: readonly string[]): Promise<readonly Company[]> {
    return this.companies.byIds(ids);
  }

  list(): Promise<readonly Company[]> {
    return this.companies.find({}, IN_CREATION_ORDER);
  }

  listWalkInOpen(): Promise<readonly Company[]> {
    return this.companies.find({ walkingStatus: true }, IN_CREATION_ORDER);
  }

  async update(company: Company): Promise<void> {
    const { id, slotsFilled: _slots, walkingStatus: _walkIn, ...account } = company;
    await this.companies.set({ _id: id }, account);
  }

  async setSlotsFilled(id: string, slotsFilled: number): Promise<void> {
    await this.companies.set({ _id: id }, { slotsFilled });
  }

  async setWalkingStatus(id: string, walkingStatus: boolean): Promise<void> {
    await this.companies.set({ _id: id }, { walkingStatus });
  }

  delete(id: string): Promise<boolean> {
    return this.companies.deleteById(id);
  }
}
