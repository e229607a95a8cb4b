import { expect } from 'chai';
import {
  type AllocationPlan,
  type HeldInterview,
  type PlacingCompany,
  planAllocation,
} from '../../domain/allocation.js';
import type { Student } from '../../domain/student.js';
import { aCompany, aSelection, aSelectionEntry, aStudent } from '../support/builders.js';

/* The worked example of docs/allocation.md: Acme (Software, 2 places), Beta (Data, 3 places). */
const acme = aCompany({ id: 'c'.repeat(23) + '1', companyName: 'Acme', areas: ['Software'], numberOfInterviews: 2 });
const beta = aCompany({ id: 'c'.repeat(23) + '2', companyName: 'Beta', areas: ['Data'], numberOfInterviews: 3 });

const at = (time: string) => new Date(`2026-03-01T${time}:00+05:30`);

const choosing = (
  name: string,
  id: string,
  interestedArea: string,
  submitted: string,
  companies: readonly PlacingCompany[],
): Student =>
  aStudent({
    id: id.repeat(24),
    fullName: name,
    commonName: name,
    indexNumber: `IX${id}`,
    selection: aSelection(
      companies.map((company, index) =>
        aSelectionEntry({ companyId: company.id, companyName: company.companyName, order: index + 1 }),
      ),
      { interestedArea, submittedAt: at(submitted) },
    ),
  });

const amal = choosing('Amal', 'a', 'Software', '09:00', [acme, beta]);
const bina = choosing('Bina', 'b', 'Data', '09:05', [beta, acme]);
const chen = choosing('Chen', 'c', 'Data', '09:10', [beta, acme]);
const dilan = choosing('Dilan', 'd', 'Software', '09:20', [acme]);
const esha = choosing('Esha', 'e', 'Software', '09:15', [acme, beta]);
const everyone = [amal, bina, chen, dilan, esha];

const plan = (
  overrides: Partial<{
    students: readonly Student[];
    held: readonly HeldInterview[];
    maxPerStudent: number | null;
  }> = {},
): AllocationPlan =>
  planAllocation({
    students: overrides.students ?? everyone,
    companies: [beta, acme],
    held: overrides.held ?? [],
    maxPerStudent: overrides.maxPerStudent ?? null,
  });

const names = (entries: readonly { readonly name: string }[]) => entries.map((entry) => entry.name);
const company = (result: AllocationPlan, id: string) => {
  const found = result.companies.find((each) => each.companyId === id);
  if (found === undefined) throw new Error(`no plan for ${id}`);
  return found;
};
const perStudent = (result: AllocationPlan) =>
  Object.fromEntries(result.students.map((student) => [student.name, student.held + student.placed]));

describe('Automatic allocation', () => {
  it('gives the worked example of docs/allocation.md: places and reserve lists per company, interviews per student', () => {
    const result = plan();

    expect(result.companies.map((each) => each.companyName)).to.deep.equal(['Acme', 'Beta']);
    expect(names(company(result, acme.id).placed)).to.deep.equal(['Amal', 'Esha']);
    expect(names(company(result, acme.id).reserves)).to.deep.equal(['Dilan', 'Bina', 'Chen']);
    expect(names(company(result, beta.id).placed)).to.deep.equal(['Bina', 'Chen', 'Amal']);
    expect(names(company(result, beta.id).reserves)).to.deep.equal(['Esha']);
    expect(perStudent(result)).to.deep.equal({ Amal: 2, Bina: 1, Chen: 1, Dilan: 0, Esha: 1 });
  });

  it('hands out every first choice before any second choice', () => {
    // Amal's second choice (Beta) would come before Chen's first by submission time, but rounds go first.
    const oneBetaPlace = planAllocation({
      students: everyone,
      companies: [acme, { ...beta, numberOfInterviews: 1 }],
      held: [],
      maxPerStudent: null,
    });

    expect(names(company(oneBetaPlace, beta.id).placed)).to.deep.equal(['Bina']);
    expect(names(company(oneBetaPlace, beta.id).reserves)).to.deep.equal(['Chen', 'Amal', 'Esha']);
  });

  it('within a round puts an interest match first, then the earlier submission', () => {
    const late = choosing('Late match', 'f', 'Software', '11:00', [acme]);
    const early = choosing('Early, no match', '1', 'Finance', '08:00', [acme]);
    const result = planAllocation({
      students: [early, late],
      companies: [{ ...acme, numberOfInterviews: 1 }],
      held: [],
      maxPerStudent: null,
    });

    expect(names(company(result, acme.id).placed)).to.deep.equal(['Late match']);
    expect(names(company(result, acme.id).reserves)).to.deep.equal(['Early, no match']);
  });

  it('within a round ranks students with more counting strikes after those with fewer: the worked example with Amal struck once', () => {
    const result = planAllocation({
      students: everyone,
      companies: [beta, acme],
      held: [],
      maxPerStudent: null,
      strikes: new Map([[amal.id, 1]]),
    });

    expect(names(company(result, acme.id).placed)).to.deep.equal(['Esha', 'Dilan']);
    expect(names(company(result, beta.id).placed)).to.deep.equal(['Bina', 'Chen', 'Esha']);
    expect(names(company(result, acme.id).reserves)).to.deep.equal(['Amal', 'Bina', 'Chen']);
    expect(names(company(result, beta.id).reserves)).to.deep.equal(['Amal']);
    expect(perStudent(result)).to.deep.equal({ Amal: 0, Bina: 1, Chen: 1, Dilan: 1, Esha: 2 });
  });

  it('orders students with as many strikes as it would without strikes, and never moves a strike across rounds', () => {
    const everyoneOnce = new Map(everyone.map((student) => [student.id, 1]));
    const struck = planAllocation({
      students: everyone,
      companies: [beta, acme],
      held: [],
      maxPerStudent: null,
      strikes: everyoneOnce,
    });
    expect(struck).to.deep.equal(plan());

    // Chen, struck twice, still gets Beta in round 1 before Amal's second choice is looked at.
    const oneBetaPlace = planAllocation({
      students: everyone,
      companies: [acme, { ...beta, numberOfInterviews: 1 }],
      held: [],
      maxPerStudent: null,
      strikes: new Map([
        [bina.id, 2],
        [chen.id, 1],
      ]),
    });
    expect(names(company(oneBetaPlace, beta.id).placed)).to.deep.equal(['Chen']);
  });

  it('ranks a reserve list by interest match, then priority, then submission time', () => {
    expect(names(company(plan(), acme.id).reserves)).to.deep.equal(['Dilan', 'Bina', 'Chen']);
  });

  it('gives a student no more places than MAX_INTERVIEWS_PER_STUDENT: they stay on the reserve list, the place stays free', () => {
    const result = plan({ maxPerStudent: 1 });

    expect(names(company(result, beta.id).placed)).to.deep.equal(['Bina', 'Chen']);
    expect(names(company(result, beta.id).reserves)).to.deep.equal(['Amal', 'Esha']);
    expect(perStudent(result)).to.deep.equal({ Amal: 1, Bina: 1, Chen: 1, Dilan: 0, Esha: 1 });
  });

  it("keeps existing interviews: they take the company's places and count towards the student's maximum", () => {
    const held: HeldInterview[] = [
      { studentId: dilan.id, companyId: acme.id, takesPlace: true },
      { studentId: amal.id, companyId: 'f'.repeat(24), takesPlace: true },
    ];
    const result = plan({ held, maxPerStudent: 2 });

    expect(company(result, acme.id).held).to.equal(1);
    expect(names(company(result, acme.id).placed)).to.deep.equal(['Amal']);
    expect(names(company(result, acme.id).reserves)).to.deep.equal(['Esha', 'Bina', 'Chen']);
    expect(names(company(result, beta.id).placed)).to.deep.equal(['Bina', 'Chen', 'Esha']);
    expect(perStudent(result)).to.include({ Amal: 2, Dilan: 1 });
    expect(result.interviews).to.not.deep.include({ studentId: dilan.id, companyId: acme.id });
  });

  it("leaves a no-show's place to be given again, and never plans a second interview with the same company", () => {
    const held: HeldInterview[] = [{ studentId: dilan.id, companyId: acme.id, takesPlace: false }];
    const result = plan({ held });

    expect(names(company(result, acme.id).placed)).to.deep.equal(['Amal', 'Esha']);
    expect(names(company(result, acme.id).reserves)).to.not.include('Dilan');
  });

  it('plans nothing new once everything it planned exists', () => {
    const first = plan();
    const held = first.interviews.map((interview) => ({ ...interview, takesPlace: true }));

    expect(plan({ held }).interviews).to.deep.equal([]);
  });

  it('is deterministic: the same plan whatever order students arrive in, ties broken by student id', () => {
    const twin = (id: string) => choosing(`Twin ${id}`, id, 'Software', '09:00', [acme]);
    const [x, y, z] = [twin('9'), twin('7'), twin('8')];
    const forward = planAllocation({ students: [x, y, z], companies: [acme], held: [], maxPerStudent: null });
    const backward = planAllocation({ students: [z, y, x], companies: [acme], held: [], maxPerStudent: null });

    expect(forward).to.deep.equal(backward);
    expect(names(company(forward, acme.id).placed)).to.deep.equal(['Twin 7', 'Twin 8']);
    expect(plan({ students: [...everyone].reverse() })).to.deep.equal(plan());
  });

  it('ignores choices of companies that no longer exist, and students without a selection', () => {
    const gone = choosing('Gone', '2', 'Software', '09:00', [{ ...acme, id: 'd'.repeat(24) }]);
    const result = plan({ students: [...everyone, gone, aStudent({ selection: null })] });

    expect(result.interviews).to.have.length(5);
    expect(result.students.map((student) => student.name))
      .to.include('Gone')
      .and.to.have.length(6);
  });
});
