import { expect } from 'chai';
import { actorOf, fails, succeeds } from '../../support/fair-operations-store.js';
import { freshStudentAccountWorld } from './student-account-world.js';

describe('Who may see a student (use case)', () => {
  const world = freshStudentAccountWorld();
  const see = (actor: Parameters<ReturnType<typeof world>['visibility']['find']>[0], id: string) =>
    world().visibility.find(actor, id);

  it('lets the student and any administrator see the student', async () => {
    const student = await world().fair.student();
    expect((await succeeds(see(actorOf(student, 'student'), student.id))).id).to.equal(student.id);
    expect((await succeeds(see({ id: 'eeeeeeeeeeeeeeeeeeeeeeee', role: 'admin' }, student.id))).id).to.equal(
      student.id,
    );
  });

  it('refuses another student', async () => {
    const student = await world().fair.student();
    const other = await world().fair.student();
    expect((await fails(see(actorOf(other, 'student'), student.id))).kind).to.equal('Forbidden');
  });

  it('lets a company with an interview, and its coordinators, see the student; no other company', async () => {
    const student = await world().fair.student();
    const interviewing = await world().fair.company();
    const elsewhere = await world().fair.company();
    await world().fair.interview(student, interviewing);
    const coordinator = await world().fair.coordinatorOf(interviewing);
    const stranger = await world().fair.coordinatorOf(elsewhere);
    await succeeds(see(actorOf(interviewing, 'company'), student.id));
    await succeeds(see(actorOf(coordinator, 'coordinator'), student.id));
    expect((await fails(see(actorOf(elsewhere, 'company'), student.id))).kind).to.equal('Forbidden');
    expect((await fails(see(actorOf(stranger, 'coordinator'), student.id))).kind).to.equal('Forbidden');
  });

  it('answers NotFound for an unknown student, whoever asks', async () => {
    const student = await world().fair.student();
    expect((await fails(see(actorOf(student, 'student'), 'ffffffffffffffffffffffff'))).kind).to.equal('NotFound');
  });
});
