import type { StudentRepository } from '../ports/persistence.js';

/** Students are read a page at a time, so that a large fair is never loaded all at once. */
const PAGE_SIZE = 200;

/**
 * Takes the CV each student uploaded for this company (spec §2 /student/selected) off the
 * student's record, and answers the keys of those files, for the caller to delete once no record
 * points at them.
 */
export const detachCompanyCvs = async (students: StudentRepository, companyId: string): Promise<string[]> => {
  const detached: string[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = await students.search({ text: '', page, pageSize: PAGE_SIZE });
    for (const listed of items) {
      if (!Object.hasOwn(listed.companyCvKeys, companyId)) continue;
      // Only that CV's key is taken off, so whatever else the student changes meanwhile is kept.
      const key = await students.removeCompanyCvKey(listed.id, companyId);
      if (key !== null) detached.push(key);
    }
    if (page * PAGE_SIZE >= total) return detached;
  }
};
