import { expect } from 'chai';
import type { StudentRepository } from '../../../application/ports/persistence.js';
import { accountChanged } from '../../../application/sessions/account-power.js';
import { SessionValidity } from '../../../application/sessions/session-validity.js';
import { aRecruiter } from '../../support/builders.js';
import { freshFairWorld } from '../../support/fair-operations-store.js';

describe('SessionValidity: whether a token still holds', () => {
  const world = freshFairWorld();

  /** The store's students, counting the lookups by id. */
  const countingStudents = () => {
    const counted = { lookups: 0 };
    const students: StudentRepository = Object.assign(Object.create(world().store.students) as StudentRepository, {
      findById: (id: string) => {
        counted.lookups++;
        return world().store.students.findById(id);
      },
    });
    return { students, counted };
  };

  const validity = (students: StudentRepository = world().store.students) => {
    const { admins, coordinators, companies } = world().store;
    return world().use(SessionValidity, { admins, students, coordinators, companies });
  };

  it('holds for a token of the current version, looking the account up once however often it is asked', async () => {
    const student = await world().student({ sessionVersion: 2 });
    const { students, counted } = countingStudents();
    const sessions = validity(students);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sessions.holds({ sub: student.id, role: 'student', ver: 2 })),
    );
    expect(await sessions.holds({ sub: student.id, role: 'student', ver: 2 })).to.equal(true);

    expect(answers).to.deep.equal([true, true, true, true, true]);
    expect(counted.lookups).to.equal(1);
  });

  it('refuses a token of an older version, of an unknown account, or of a role whose collection lacks the id', async () => {
    const student = await world().student({ sessionVersion: 1 });
    const sessions = validity();

    expect(await sessions.holds({ sub: student.id, role: 'student', ver: 0 })).to.equal(false);
    expect(await sessions.holds({ sub: 'ffffffffffffffffffffffff', role: 'student', ver: 0 })).to.equal(false);
    expect(await sessions.holds({ sub: student.id, role: 'admin', ver: 1 })).to.equal(false);
  });

  it('looks every account up again after a gap in the feed, which may have missed a password change or a deletion', async () => {
    const student = await world().student({ sessionVersion: 1 });
    const sessions = validity();
    expect(await sessions.holds({ sub: student.id, role: 'student', ver: 1 })).to.equal(true);
    // Changed on another app server, whose event this server never heard.
    await world().store.students.setPassword(student.id, 'another hash');

    world().events.gap();

    expect(await sessions.holds({ sub: student.id, role: 'student', ver: 1 })).to.equal(false);
  });

  it('learns from the event feed, without a lookup, that a password changed or an account was deleted', async () => {
    const [changing, deleted] = [await world().student(), await world().student()];
    const { students, counted } = countingStudents();
    const sessions = validity(students);
    await sessions.holds({ sub: changing.id, role: 'student', ver: 0 });
    await sessions.holds({ sub: deleted.id, role: 'student', ver: 0 });

    await world().events.publish(accountChanged('student', changing.id, 1));
    await world().events.publish(accountChanged('student', deleted.id, null));

    expect(await sessions.holds({ sub: changing.id, role: 'student', ver: 0 })).to.equal(false);
    expect(await sessions.holds({ sub: changing.id, role: 'student', ver: 1 })).to.equal(true);
    expect(await sessions.holds({ sub: deleted.id, role: 'student', ver: 0 })).to.equal(false);
    expect(counted.lookups).to.equal(2);
  });

  it('keeps what an event told when a slower lookup answers with an older version afterwards', async () => {
    const student = await world().student();
    let answerLookup: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answerLookup = resolve));
    const slowStudents: StudentRepository = Object.assign(Object.create(world().store.students) as StudentRepository, {
      findById: async (id: string) => {
        const found = await world().store.students.findById(id);
        await answered;
        return found;
      },
    });
    const sessions = validity(slowStudents);

    const asked = sessions.holds({ sub: student.id, role: 'student', ver: 0 });
    await world().events.publish(accountChanged('student', student.id, 1));
    answerLookup();

    expect(await asked).to.equal(false);
    expect(await sessions.holds({ sub: student.id, role: 'student', ver: 1 })).to.equal(true);
  });

  it('never lets an account told deleted hold again', async () => {
    const student = await world().student();
    const sessions = validity();
    await world().events.publish(accountChanged('student', student.id, null));
    await world().events.publish(accountChanged('student', student.id, 5));

    expect(await sessions.holds({ sub: student.id, role: 'student', ver: 5 })).to.equal(false);
  });

  it("checks a recruiter's token against the recruiter, bound to the company it names, apart from the company's own", async () => {
    const company = await world().company();
    const recruiter = aRecruiter({ companyId: company.id, sessionVersion: 1 });
    await world().store.recruiters.add(recruiter);
    const sessions = validity();
    const recruiterToken = { sub: company.id, role: 'company' as const, ver: 1, rec: recruiter.id };

    expect(await sessions.holds(recruiterToken)).to.equal(true);
    expect(await sessions.holds({ ...recruiterToken, ver: 0 })).to.equal(false);
    // A recruiter never moves to another company: a token naming another one holds nowhere.
    expect(await validity().holds({ ...recruiterToken, sub: (await world().company()).id })).to.equal(false);

    await world().events.publish(accountChanged('company', recruiter.id, null));
    expect(await sessions.holds(recruiterToken)).to.equal(false);
    expect(await sessions.holds({ sub: company.id, role: 'company', ver: 0 })).to.equal(true);
  });
});
