import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { STUDENT_LIST_PAGE_SIZE, type Student } from '../../domain/student.js';
import type { AppError } from '../errors.js';
import type { StudentRepository } from '../ports/persistence.js';
import { attempt } from '../task.js';

export interface StudentListQuery {
  /** Part of an index number; empty lists everyone. */
  readonly text: string;
  /** 1-based. */
  readonly page: number;
}

export interface StudentListPage {
  readonly items: readonly Student[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** An administrator or coordinator pages through the students, searching by index number (GET /student/all). */
export class ListStudents {
  constructor(private readonly students: StudentRepository) {}

  execute(query: StudentListQuery): TE.TaskEither<AppError, StudentListPage> {
    const pageSize = STUDENT_LIST_PAGE_SIZE;
    return pipe(
      attempt(() => this.students.search({ text: query.text.trim(), page: query.page, pageSize })),
      TE.map(({ items, total }) => ({ items, total, page: query.page, pageSize })),
    );
  }
}
