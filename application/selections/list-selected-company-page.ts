import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { COMPANY_SELECT_PAGE_SIZE, type AllocationEntry } from '../../domain/allocation.js';
import type { Company } from '../../domain/company.js';
import type { Student } from '../../domain/student.js';
import type { AppError } from '../errors.js';
import { InterviewDetailsLoader } from '../interviews/interview-details.js';
import { must, useCase } from '../task.js';
import type { TextSearchPage } from '../text-search.js';
import { entriesFor, nameBlocks, type SelectedCompanyRow, selectedCompanyRows } from './list-selected-companies.js';

/** A page of the admin's company-select screen: a search by student, one by company, and the page. */
export interface SelectedCompanyPageRequest {
  /** Part of a student's index number, name or e-mail; blank for every student. */
  readonly student: string;
  /** Part of a company's name; blank for every company. */
  readonly company: string;
  /** 1-based. */
  readonly page: number;
}

const contains = (haystack: string, needle: string) =>
  haystack.toLocaleLowerCase().includes(needle.toLocaleLowerCase());

/**
 * An administrator reads the students' selected companies a page at a time (GET
 * /admin/selected-companies), in the screen's order (company name, interest match, priority,
 * submission time), searched by student and by company. Without a student search the page is found
 * from each company's count of selections and read from the students selecting the one or two
 * companies it covers; with one, from the students it matches: never from every student of the fair.
 */
export class ListSelectedCompanyPage extends Needs(['students', 'companies', 'interviews'], {
  details: InterviewDetailsLoader,
}) {
  execute(request: SelectedCompanyPageRequest): TaskEither<AppError, TextSearchPage<SelectedCompanyRow>> {
    return useCase(async () => {
      const pageSize = COMPANY_SELECT_PAGE_SIZE;
      const companyText = request.company.trim();
      const companies = (await this.deps.companies.list()).filter((company) =>
        contains(company.companyName, companyText),
      );
      const studentText = request.student.trim();
      const skip = (request.page - 1) * pageSize;
      const { entries, students, total } =
        studentText === ''
          ? await this.pageOfEveryone(companies, skip, pageSize)
          : await this.pageOfMatching(studentText, companies, skip, pageSize);
      return { items: await this.rows(entries, students), total, page: request.page, pageSize };
    });
  }

  /** The companies' blocks the page falls in, found by their counts, and their students' entries. */
  private async pageOfEveryone(companies: readonly Company[], skip: number, pageSize: number) {
    const blocks = nameBlocks(companies);
    const counts = await this.deps.students.countSelecting(companies.map((company) => company.id));
    const size = (block: readonly Company[]) => block.reduce((sum, company) => sum + (counts.get(company.id) ?? 0), 0);
    const total = blocks.reduce((sum, block) => sum + size(block), 0);
    const covered: Company[] = [];
    let start = 0;
    let offset = 0;
    for (const block of blocks) {
      const end = start + size(block);
      if (end > skip && start < skip + pageSize) {
        if (covered.length === 0) offset = skip - start;
        covered.push(...block);
      }
      start = end;
    }
    const selecting = await this.deps.students.listSelecting(covered.map((company) => company.id));
    const entries = entriesFor(selecting, covered).slice(offset, offset + pageSize);
    // Only the page's students are read whole.
    const students = await this.deps.students.findByIds([...new Set(entries.map((entry) => entry.studentId))]);
    return { entries, students, total };
  }

  /** Every entry of the students the search matches, in the screen's order, cut to the page. */
  private async pageOfMatching(text: string, companies: readonly Company[], skip: number, pageSize: number) {
    const students = await this.deps.students.findByIds(await this.deps.students.findIdsMatching(text));
    const all = entriesFor(students, companies);
    return { entries: all.slice(skip, skip + pageSize), students, total: all.length };
  }

  private async rows(entries: readonly AllocationEntry[], students: readonly Student[]): Promise<SelectedCompanyRow[]> {
    const interviews = await must(
      this.deps.details.load(await this.deps.interviews.findByStudentsAndCompanies(entries)),
    );
    return selectedCompanyRows(entries, students, interviews);
  }
}
