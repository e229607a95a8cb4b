import { expect } from 'chai';
import { WALK_IN_MESSAGES } from '../../../domain/walk-in.js';
import { interviewEvent } from '../../../application/interviews/interview-event.js';
import { ALREADY_INTERVIEWING, CreateWalkInInterview } from '../../../application/walk-in/create-walk-in-interview.js';
import { aCompany, anId, anInterview, aStudent } from '../../support/builders.js';
import { asCompany, asStudent } from '../../support/actors.js';
import { fails, freshStorePerTest, succeeds } from '../../support/downloads-store.js';

describe('a student joining walk-in interviews', () => {
  const fair = freshStorePerTest();
  let joinWalkIn: CreateWalkInInterview;

  beforeEach(() => {
    joinWalkIn = fair.use(CreateWalkInInterview);
  });

  const given = async (walkingStatus: boolean) => {
    const student = aStudent();
    const company = aCompany({ walkingStatus });
    await fair.store.students.add(student);
    await fair.store.companies.add(company);
    return { student, company };
  };

  it('creates a walk-in interview, selected, with no panel, time or queue, while walk-ins are open', async () => {
    const { student, company } = await given(true);
    const created = await succeeds(joinWalkIn.execute(asStudent(student.id), company.id));
    expect(created.student.id).to.equal(student.id);
    expect(created.company.id).to.equal(company.id);
    expect(created.panel).to.equal(null);
    expect(created.interview).to.include({
      studentId: student.id,
      companyId: company.id,
      walkIn: true,
      status: 'selected',
      panelId: null,
      time: null,
      queue: null,
      panelQueue: null,
    });
    expect(created.interview.createdAt.toISOString()).to.equal(fair.clock.now().toISOString());
    const stored = await fair.store.interviews.findByStudentAndCompany(student.id, company.id);
    expect(stored?.id).to.equal(created.interview.id);
    expect(fair.events.published).to.deep.equal([interviewEvent('interview.created', created.interview)]);
  });

  it('refuses with 409 and the walk-in message while walk-ins are closed, creating nothing', async () => {
    const { student, company } = await given(false);
    const error = await fails(joinWalkIn.execute(asStudent(student.id), company.id));
    expect(error).to.include({ kind: 'Conflict', message: WALK_IN_MESSAGES.closed });
    expect(await fair.store.interviews.count({})).to.equal(0);
    expect(fair.events.published).to.deep.equal([]);
  });

  it('refuses with 409 beside an interview the student already has with that company', async () => {
    const { student, company } = await given(true);
    await fair.store.interviews.add(anInterview({ studentId: student.id, companyId: company.id }));
    const error = await fails(joinWalkIn.execute(asStudent(student.id), company.id));
    expect(error).to.include({ kind: 'Conflict', message: ALREADY_INTERVIEWING });
    expect(await fair.store.interviews.count({ studentId: student.id })).to.equal(1);
  });

  it('lets exactly one of two racing requests through, the other getting the same 409', async () => {
    const { student, company } = await given(true);
    const results = await Promise.all([
      joinWalkIn.execute(asStudent(student.id), company.id)(),
      joinWalkIn.execute(asStudent(student.id), company.id)(),
    ]);
    const failures = results.filter((result) => result._tag === 'Left');
    expect(failures).to.have.length(1);
    expect(failures[0]?._tag === 'Left' && failures[0].left).to.include({
      kind: 'Conflict',
      message: ALREADY_INTERVIEWING,
    });
    expect(await fair.store.interviews.count({ studentId: student.id })).to.equal(1);
    expect(fair.events.published).to.have.length(1);
  });

  it('answers 404 for a company that does not exist', async () => {
    const { student } = await given(true);
    expect((await fails(joinWalkIn.execute(asStudent(student.id), anId()))).kind).to.equal('NotFound');
  });

  it('refuses any caller but a student', async () => {
    const { company } = await given(true);
    expect((await fails(joinWalkIn.execute(asCompany(company.id), company.id))).kind).to.equal('Forbidden');
  });

  it('refuses a student account that no longer exists with 401', async () => {
    const { company } = await given(true);
    expect((await fails(joinWalkIn.execute(asStudent(anId()), company.id))).kind).to.equal('Unauthenticated');
  });
});
