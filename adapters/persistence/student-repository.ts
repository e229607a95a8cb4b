import { FIRST_SESSION_VERSION } from '../../domain/account-session.js';
import { removeFromSelection, type SelectionRecord } from '../../domain/selection.js';
import type { StudentProfile } from '../../domain/student-profile.js';
import type { MailSwitch, Student } from '../../domain/student.js';
import type {
  FileKeyChange,
  Page,
  StudentFileKeys,
  StudentRepository,
  StudentSearch,
  StudentSelection,
} from '../../application/ports/persistence.js';
import { setPasswordEndingSessions } from './account-records.js';
import { containing, type CollectionSpec, type DocumentDatabase, type Filter } from './collection.js';
import { EntityCollection } from './entity-collection.js';

const SELECTED_COMPANY = 'selection.selectedCompaniesbyStudent.companyId';
const SUBMITTED_AT = 'selection.submittedAt';
const COMPANY_CV = (companyId: string) => `companyCvKeys.${companyId}`;

/** The fields a profile update may write, and no other. */
const PROFILE_FIELDS = [
  'title',
  'fullName',
  'commonName',
  'indexNumber',
  'description',
  'linkedInURL',
  'githubURL',
  'personalURL',
] as const satisfies ReadonlyArray<keyof StudentProfile>;

/** Where a student's files are. */
const FILE_FIELDS = ['pictureKey', 'cvKey', 'companyCvKeys'] as const satisfies ReadonlyArray<keyof Student>;

/** What the company-select order reads of a student. */
const SELECTION_FIELDS = [
  'fullName',
  'commonName',
  'indexNumber',
  'email',
  'selection',
] as const satisfies ReadonlyArray<keyof StudentSelection>;

/** A selection submitted again while a company is being taken out of it is read again, at most this often. */
const SELECTION_REWRITE_ATTEMPTS = 5;

const STUDENTS: CollectionSpec = {
  name: 'students',
  indexes: [
    { fields: ['email'], unique: true },
    { fields: ['indexNumber'], unique: true },
    // The admin's search by student: by either name, beside the index number and e-mail.
    { fields: ['fullName'] },
    { fields: ['commonName'] },
    { fields: [SUBMITTED_AT], only: 'embedded' },
    // The selections in submission order, read along the order on MongoDB.
    { fields: [SUBMITTED_AT, '_id'], only: 'mongodb' },
    { fields: [SELECTED_COMPANY] },
    { fields: ['emailConfirmed'] },
    // The students who have not signed in since a moment: those the retention purges.
    { fields: ['lastSignInAt'] },
  ],
};

export class DocumentStudentRepository implements StudentRepository {
  private constructor(private readonly students: EntityCollection<Student>) {}

  static async open(database: DocumentDatabase): Promise<DocumentStudentRepository> {
    return new DocumentStudentRepository(
      await EntityCollection.open<Student>(database, STUDENTS, {
        sessionVersion: FIRST_SESSION_VERSION,
        remindersOff: false,
        scheduleMailsOff: false,
        lastSignInAt: null,
      }),
    );
  }

  add(student: Student): Promise<void> {
    return this.students.add(student);
  }

  addMany(students: readonly Student[]): Promise<void> {
    return this.students.addMany(students);
  }

  addEachNew(students: readonly Student[]): Promise<readonly Student[]> {
    return this.students.addEach(students);
  }

  findById(id: string): Promise<Student | null> {
    return this.students.byId(id);
  }

  findByEmail(email: string): Promise<Student | null> {
    return this.students.findOne({ email });
  }

  findByIds(ids: readonly string[]): Promise<readonly Student[]> {
    return this.students.byIds(ids);
  }

  async fullNamesOf(ids: readonly string[]): Promise<ReadonlyMap<string, string>> {
    if (ids.length === 0) return new Map();
    const named = await this.students.findFields({ _id: { $in: [...new Set(ids)] } }, ['fullName']);
    return new Map(named.map(({ id, fullName }) => [id, fullName]));
  }

  async takenAmong(emails: readonly string[], indexNumbers: readonly string[]) {
    const [byEmail, byIndexNumber] = await Promise.all([
      emails.length === 0 ? [] : this.students.findFields({ email: { $in: emails } }, ['email']),
      indexNumbers.length === 0
        ? []
        : this.students.findFields({ indexNumber: { $in: indexNumbers } }, ['indexNumber']),
    ]);
    return {
      emails: byEmail.map(({ email }) => email),
      indexNumbers: byIndexNumber.map(({ indexNumber }) => indexNumber),
    };
  }

  updateProfile(id: string, profile: Partial<StudentProfile>): Promise<Student | null> {
    const fields = PROFILE_FIELDS.filter((field) => profile[field] !== undefined);
    return this.students.updateById(
      id,
      { set: Object.fromEntries(fields.map((field) => [field, profile[field]])) },
      'after',
    );
  }

  setSelection(id: string, selection: SelectionRecord): Promise<Student | null> {
    return this.students.updateById(id, { set: { selection } }, 'before');
  }

  async setCvKey(id: string, key: string): Promise<FileKeyChange | null> {
    const before = await this.students.updateById(id, { set: { cvKey: key } }, 'before');
    return before === null ? null : { previous: before.cvKey };
  }

  async setCompanyCvKey(id: string, companyId: string, key: string): Promise<FileKeyChange | null> {
    const before = await this.students.updateById(id, { set: { [COMPANY_CV(companyId)]: key } }, 'before');
    return before === null ? null : { previous: before.companyCvKeys[companyId] ?? null };
  }

  async removeCompanyCvKey(id: string, companyId: string): Promise<string | null> {
    const before = await this.students.updateById(id, { unset: [COMPANY_CV(companyId)] }, 'before');
    return before?.companyCvKeys[companyId] ?? null;
  }

  async setPictureKey(id: string, key: string): Promise<FileKeyChange | null> {
    const before = await this.students.updateById(id, { set: { pictureKey: key } }, 'before');
    return before === null ? null : { previous: before.pictureKey };
  }

  async confirmEmail(id: string): Promise<boolean> {
    return (await this.students.updateById(id, { set: { emailConfirmed: true } }, 'after')) !== null;
  }

  setMailOff(id: string, mail: MailSwitch, off: boolean): Promise<Student | null> {
    return this.students.updateById(id, { set: { [mail]: off } }, 'after');
  }

  listConfirmed(): Promise<readonly Student[]> {
    return this.students.find({ emailConfirmed: true });
  }

  setPassword(id: string, passwordHash: string): Promise<number | null> {
    return setPasswordEndingSessions(this.students, id, passwordHash);
  }

  delete(id: string): Promise<boolean> {
    return this.students.deleteById(id);
  }

  async recordSignIn(id: string, at: Date): Promise<void> {
    await this.students.updateById(id, { set: { lastSignInAt: at } }, 'after');
  }

  idsNotSignedInSince(at: Date): Promise<readonly string[]> {
    // A record stored before sign-ins were kept has no such field: it counts as never signed in.
    return this.students.idsOfAny([
      { lastSignInAt: { $gt: new Date(0), $lte: at } },
      { lastSignInAt: null },
      { lastSignInAt: { $exists: false } },
    ]);
  }

  /** A page of students by index number; pages past the end are empty. */
  async search({ text, page, pageSize }: StudentSearch): Promise<Page<Student>> {
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1) {
      throw new RangeError(`Invalid page ${page} of size ${pageSize}`);
    }
    const filter: Filter = text === '' ? {} : { indexNumber: { $regex: containing(text) } };
    const [items, total] = await Promise.all([
      this.students.find(filter, { sort: { indexNumber: 1 }, skip: (page - 1) * pageSize, limit: pageSize }),
      this.students.count(filter),
    ]);
    return { items, total };
  }

  /** Along the unique index on `_id`, each page from the last id read: no skip over an order that edits change. */
  fileKeysAfter(after: string | null, limit: number): Promise<readonly StudentFileKeys[]> {
    return this.students.findFields(after === null ? {} : { _id: { $gt: after } }, FILE_FIELDS, {
      sort: { _id: 1 },
      limit,
    });
  }

  async findIdsMatching(text: string): Promise<readonly string[]> {
    const pattern = containing(text);
    // In the order of the ids, as a read of every student lists them, whichever field matched.
    const ids = await this.students.idsOfAny(
      (['indexNumber', 'fullName', 'commonName', 'email'] as const).map((field) => ({ [field]: { $regex: pattern } })),
    );
    return ids.sort();
  }

  listSelecting(companyIds: readonly string[]): Promise<readonly StudentSelection[]> {
    return companyIds.length === 0
      ? Promise.resolve([])
      : this.students.findFields({ [SELECTED_COMPANY]: { $in: companyIds } }, SELECTION_FIELDS);
  }

  /** In submission order, oldest first. */
  listWithSelection(): Promise<readonly Student[]> {
    return this.students.find({ [SUBMITTED_AT]: { $exists: true } }, { sort: { [SUBMITTED_AT]: 1, _id: 1 } });
  }

  async countSelecting(companyIds: readonly string[]): Promise<ReadonlyMap<string, number>> {
    return (await this.students.countEach(SELECTED_COMPANY, companyIds)) as ReadonlyMap<string, number>;
  }

  async removeCompanyFromSelections(companyId: string): Promise<void> {
    const selecting = await this.students.find({ [SELECTED_COMPANY]: companyId });
    await Promise.all(selecting.map((student) => this.removeCompanyFromSelectionOf(student, companyId)));
  }

  clearSelections(): Promise<number> {
    return this.students.set({ [SUBMITTED_AT]: { $exists: true } }, { selection: null });
  }

  /**
   * Only the selection's entries are written, and only while the selection is the one read (same
   * submission time), so neither a profile update nor a new submission of the same student is lost.
   */
  private async removeCompanyFromSelectionOf(student: Student, companyId: string): Promise<void> {
    let selection = student.selection;
    for (let attempt = 0; attempt < SELECTION_REWRITE_ATTEMPTS && selection !== null; attempt++) {
      const entries = selection.selectedCompaniesbyStudent;
      if (!entries.some((entry) => entry.companyId === companyId)) return;
      const written = await this.students.updateById(
        student.id,
        { set: { 'selection.selectedCompaniesbyStudent': removeFromSelection(entries, companyId) } },
        'after',
        { [SUBMITTED_AT]: selection.submittedAt },
      );
      if (written !== null) return;
      selection = (await this.students.byId(student.id))?.selection ?? null;
    }
    if (selection !== null) throw new Error(`The selection of student ${student.id} kept changing; try again`);
  }
}
