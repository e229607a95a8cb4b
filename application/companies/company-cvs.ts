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
      // Read again just before writing, so that what the student changed since the page was read is kept.
      const student = await students.findById(listed.id);
      const key = student?.companyCvKeys[companyId];
      if (!student || key === undefined) continue;
      const { [companyId]: _detached, ...others } = student.companyCvKeys;
      await students.update({ ...student, companyCvKeys: others });
      detached.push(key);
    }
    if (page * PAGE_SIZE >= total) return detached;
  }
};
