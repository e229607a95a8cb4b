import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { STUDENT_LIST_PAGE_SIZE, type Student } from '../../domain/student.js';
import type { AppError } from '../errors.js';
import { useCase } from '../task.js';
import { searchOnePage, type TextSearchPage, type TextSearchQuery } from '../text-search.js';

/** An administrator or coordinator pages through the students, searching by index number (GET /student/all). */
export class ListStudents extends Needs(['students']) {
  /** `query.text` is part of an index number. */
  execute(query: TextSearchQuery): TaskEither<AppError, TextSearchPage<Student>> {
    return useCase(() => searchOnePage((search) => this.deps.students.search(search), query, STUDENT_LIST_PAGE_SIZE));
  }
}
