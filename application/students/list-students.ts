import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { STUDENT_LIST_PAGE_SIZE, type Student } from '../../domain/student.js';
import type { AppError } from '../errors.js';
import type { StudentRepository } from '../ports/persistence.js';
import { useCase } from '../task.js';

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

  execute(query: StudentListQuery): TaskEither<AppError, StudentListPage> {
    return useCase(async () => {
      const pageSize = STUDENT_LIST_PAGE_SIZE;
      const { items, total } = await this.students.search({ text: query.text.trim(), page: query.page, pageSize });
      return { items, total, page: query.page, pageSize };
    });
  }
}
