import { expect } from 'chai';
import { GetOwnSelection } from '../../../application/selections/get-own-selection.js';
import { SubmitSelection } from '../../../application/selections/submit-selection.js';
import { GetStudent, ONLY_STUDENTS } from '../../../application/students/get-student.js';
import { aSelectionEntry } from '../../support/builders.js';
import { actorOf, fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';

describe("a student's own account: only the student, and only while the account exists", () => {
  const world = freshFairWorld();

  it('answers the signed-in student', async () => {
    const student = await world().student();
    const own = await succeeds(world().use(GetStudent).execute(actorOf(student, 'student')));
    expect(own.id).to.equal(student.id);
  });

  it('refuses a caller of any other role with 403, whatever id it carries', async () => {
    const student = await world().student();
    for (const role of ['admin', 'company', 'coordinator'] as const) {
      const actor = actorOf(student, role);
      expect(await fails(world().use(GetStudent).execute(actor))).to.deep.equal({
        kind: 'Forbidden',
        message: ONLY_STUDENTS,
      });
      expect(await fails(world().use(GetOwnSelection).execute(actor))).to.include({
        kind: 'Forbidden',
      });
    }
  });

  it('refuses a selection submitted by another role before looking at the form', async () => {
    const student = await world().student();
    const company = await world().company();
    const submit = world().use(SubmitSelection);
    const error = await fails(
      submit.execute(actorOf(student, 'coordinator'), {
        interestedArea: '',
        selectedCompaniesbyStudent: [aSelectionEntry({ companyId: company.id })],
      }),
    );
    expect(error).to.deep.equal({ kind: 'Forbidden', message: ONLY_STUDENTS });
    expect((await world().store.students.findById(student.id))?.selection).to.equal(null);
  });

  it('answers 401 "This account no longer exists" once the student is deleted', async () => {
    const student = await world().student();
    await world().store.students.delete(student.id);
    expect(await fails(world().use(GetStudent).execute(actorOf(student, 'student')))).to.deep.equal({
      kind: 'Unauthenticated',
      message: 'This account no longer exists',
    });
  });
});
