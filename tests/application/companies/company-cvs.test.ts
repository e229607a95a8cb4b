import { expect } from 'chai';
import { detachCompanyCvs } from '../../../application/companies/company-cvs.js';
import { freshFairWorld } from '../../support/fair-operations-store.js';

describe('detachCompanyCvs', () => {
  const world = freshFairWorld();

  it("takes the company's CV off every student who sent one, over many pages of students, and answers their keys", async () => {
    const company = await world().company();
    const other = await world().company();
    const sending = new Set([0, 199, 200, 230]);
    for (let i = 0; i < 231; i++) {
      await world().student({
        indexNumber: String(1000000 + i),
        companyCvKeys: sending.has(i) ? { [company.id]: `cv-${i}`, [other.id]: `other-${i}` } : {},
      });
    }

    const detached = await detachCompanyCvs(world().store.students, company.id);

    expect([...detached].sort()).to.deep.equal(['cv-0', 'cv-199', 'cv-200', 'cv-230']);
    const everyone = (await world().store.students.search({ text: '', page: 1, pageSize: 1000 })).items;
    expect(everyone.filter((student) => Object.hasOwn(student.companyCvKeys, company.id))).to.deep.equal([]);
    expect(everyone.filter((student) => Object.hasOwn(student.companyCvKeys, other.id))).to.have.length(4);
  });
});
