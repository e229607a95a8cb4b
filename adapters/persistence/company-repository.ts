import { FIRST_SESSION_VERSION } from '../../domain/account-session.js';
import type { Company, CompanyProfile } from '../../domain/company.js';
import type { CompanyAccountChanges, CompanyRepository, FileKeyChange } from '../../application/ports/persistence.js';
import { setPasswordEndingSessions } from './account-records.js';
import type { CollectionSpec, DocumentDatabase, Filter, FindOptions } from './collection.js';
import { creationOrderIndexes, EntityCollection, IN_CREATION_ORDER } from './entity-collection.js';

const COMPANIES: CollectionSpec = {
  name: 'companies',
  indexes: [
    { fields: ['username'], unique: true },
    ...creationOrderIndexes('walkingStatus'),
    ...creationOrderIndexes(),
  ],
};

/** A company as stored: slotsFilled is never stored, it is counted from the selections on every read. */
type StoredCompany = CompanyProfile;

/** For each company, how many submitted selections list it, in one query. */
export type CountSelecting = (companyIds: readonly string[]) => Promise<ReadonlyMap<string, number>>;

/** A record stored before slotsFilled was counted on read may still hold a number: a profile leaves it out. */
const profileOf = ({ slotsFilled: _stored, ...profile }: StoredCompany & { slotsFilled?: number }): CompanyProfile =>
  profile;

export class DocumentCompanyRepository implements CompanyRepository {
  private constructor(
    private readonly companies: EntityCollection<StoredCompany>,
    private readonly countSelecting: CountSelecting,
  ) {}

  static async open(database: DocumentDatabase, countSelecting: CountSelecting): Promise<DocumentCompanyRepository> {
    const companies = await EntityCollection.open<StoredCompany>(database, COMPANIES, {
      sessionVersion: FIRST_SESSION_VERSION,
    });
    return new DocumentCompanyRepository(companies, countSelecting);
  }

  add(company: Company): Promise<void> {
    const { slotsFilled: _counted, ...stored } = company;
    return this.companies.add(stored);
  }

  async findById(id: string): Promise<Company | null> {
    return (await this.counted(await this.find({ _id: id })))[0] ?? null;
  }

  async findByUsername(username: string): Promise<Company | null> {
    return (await this.counted(await this.find({ username })))[0] ?? null;
  }

  async findProfileByUsername(username: string): Promise<CompanyProfile | null> {
    const [company] = await this.find({ username });
    return company === undefined ? null : profileOf(company);
  }

  async findByIds(ids: readonly string[]): Promise<readonly Company[]> {
    return this.counted(await this.companies.byIds(ids));
  }

  async findProfilesByIds(ids: readonly string[]): Promise<readonly CompanyProfile[]> {
    return (await this.companies.byIds(ids)).map(profileOf);
  }

  async list(): Promise<readonly Company[]> {
    return this.counted(await this.find({}, IN_CREATION_ORDER));
  }

  async listProfiles(): Promise<readonly CompanyProfile[]> {
    return (await this.find({}, IN_CREATION_ORDER)).map(profileOf);
  }

  async listWalkInOpen(): Promise<readonly CompanyProfile[]> {
    return (await this.find({ walkingStatus: true }, IN_CREATION_ORDER)).map(profileOf);
  }

  async update(id: string, changes: CompanyAccountChanges): Promise<void> {
    // Whatever else an object passed here carries, only the account's fields are written.
    const {
      id: _id,
      slotsFilled: _counted,
      walkingStatus: _walkIn,
      passwordHash: _password,
      sessionVersion: _version,
      logoKey: _logo,
      createdAt: _created,
      ...account
    } = changes as Partial<Company>;
    const given = Object.fromEntries(Object.entries(account).filter(([, value]) => value !== undefined));
    if (Object.keys(given).length > 0) await this.companies.set({ _id: id }, given);
  }

  async setLogoKey(id: string, key: string): Promise<FileKeyChange | null> {
    const before = await this.companies.updateById(id, { set: { logoKey: key } }, 'before');
    return before === null ? null : { previous: before.logoKey };
  }

  async setWalkingStatus(id: string, walkingStatus: boolean): Promise<void> {
    await this.companies.set({ _id: id }, { walkingStatus });
  }

  setPassword(id: string, passwordHash: string): Promise<number | null> {
    return setPasswordEndingSessions(this.companies, id, passwordHash);
  }

  delete(id: string): Promise<boolean> {
    return this.companies.deleteById(id);
  }

  private find(filter: Filter, options?: FindOptions): Promise<StoredCompany[]> {
    return this.companies.find(filter, options);
  }

  /** The companies with their slotsFilled, counted for all of them at once (design.md §5.4). */
  private async counted(companies: readonly StoredCompany[]): Promise<Company[]> {
    if (companies.length === 0) return [];
    const counts = await this.countSelecting(companies.map((company) => company.id));
    // A record stored before slotsFilled was counted on read still holds a number: the count replaces it.
    return companies.map((company) => ({ ...company, slotsFilled: counts.get(company.id) ?? 0 }));
  }
}
