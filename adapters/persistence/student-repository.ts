import { removeFromSelection } from '../../domain/selection.js';
import type { Student } from '../../domain/student.js';
import type { Page, StudentRepository, StudentSearch } from '../../application/ports/persistence.js';
import type { CollectionSpec, DocumentDatabase, Filter } from './collection.js';
import { EntityCollection } from './entity-collection.js';

const SELECTED_COMPANY = 'selection.selectedCompaniesbyStudent.companyId';
const SUBMITTED_AT = 'selection.submittedAt';

const STUDENTS: CollectionSpec = {
  name: 'students',
  indexes: [
    { fields: ['email'], unique: true },
    { fields: ['indexNumber'], unique: true },
    { fields: [SUBMITTED_AT] },
    { fields: [SELECTED_COMPANY] },
  ],
};

/** Matches the text anywhere, ignoring case; the text is escaped so that it is never a pattern. */
const containing = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');

export class DocumentStudentRepository implements StudentRepository {
  private constructor(private readonly students: EntityCollection<Student>) {}

  static async open(database: DocumentDatabase): Promise<DocumentStudentRepository> {
    return new DocumentStudentRepository(await EntityCollection.open<Student>(database, STUDENTS));
  }

  add(student: Student): Promise<void> {
    return this.students.add(student);
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

  update(student: Student): Promise<void> {
    return this.students.replace(student);
  }

  delete(id: string): Promise<boolean> {
    return this.students.deleteById(id);
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

  /** In submission order, oldest first. */
  listWithSelection(): Promise<readonly Student[]> {
    return this.students.find({ [SUBMITTED_AT]: { $exists: true } }, { sort: { [SUBMITTED_AT]: 1, _id: 1 } });
  }

  countSelecting(companyId: string): Promise<number> {
    return this.students.count({ [SELECTED_COMPANY]: companyId });
  }

  /** Only the selection's entries are written, so a concurrent profile update of the same student is kept. */
  async removeCompanyFromSelections(companyId: string): Promise<void> {
    const selecting = await this.students.find({ [SELECTED_COMPANY]: companyId });
    await Promise.all(
      selecting.map((student) =>
        this.students.set(
          { _id: student.id },
          {
            'selection.selectedCompaniesbyStudent': removeFromSelection(
              student.selection?.selectedCompaniesbyStudent ?? [],
              companyId,
            ),
          },
        ),
      ),
    );
  }
}
