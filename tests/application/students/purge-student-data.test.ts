import { expect } from 'chai';
import { SignInStudent } from '../../../application/sessions/sign-in-student.js';
import { PURGE_ACTOR, PurgeStudentData } from '../../../application/students/purge-student-data.js';
import { MakeNextFair } from '../../../application/fairs/make-next-fair.js';
import { DEFAULT_FAIR_SETTINGS } from '../../../domain/fair-settings.js';
import { actorOf } from '../../support/fair-operations-store.js';
import { aCompany, anAdmin, anInterview, aStudent } from '../../support/builders.js';
import { freshStorePerTest, pdfBytes, succeeds } from '../../support/downloads-store.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The fair's last day ends at 17:00 in Colombo. */
const FAIR_END = new Date('2026-03-02T11:30:00Z');

describe("the students' data purge after the fair's retention", () => {
  const fair = freshStorePerTest();

  const given = async () => {
    await fair.store.fairSettings.save({
      ...DEFAULT_FAIR_SETTINGS,
      fairDays: [{ date: '2026-03-02', opens: '09:00', closes: '17:00' }],
      retentionDays: 30,
    });
    const company = aCompany();
    await fair.store.companies.add(company);
    const file = (text: string) => fair.store.files.put(pdfBytes(text), 'application/pdf');
    const before = aStudent({ cvKey: await file('before'), pictureKey: await file('picture') });
    const never = aStudent({ cvKey: await file('never'), companyCvKeys: { [company.id]: await file('copy') } });
    const returning = aStudent({
      email: 'back@uni.test',
      passwordHash: 'hashed:secret',
      cvKey: await file('returning'),
    });
    for (const student of [before, never, returning]) await fair.store.students.add(student);
    await fair.store.students.recordSignIn(before.id, new Date('2026-03-02T04:00:00Z'));
    const held = anInterview({ studentId: before.id, companyId: company.id, status: 'finished' });
    await fair.store.interviews.add(held);
    return { company, before, never, returning, held };
  };

  it("purges by a past fair's own days and retention once next year's fair is current, from the past fair too", async () => {
    const { before, never, returning } = await given();
    fair.clock.set(new Date(FAIR_END.getTime() + DAY_MS));
    await succeeds(fair.use(SignInStudent).execute({ email: 'back@uni.test', password: 'secret' }));
    await succeeds(fair.use(MakeNextFair).execute(actorOf(anAdmin(), 'admin'), { name: 'Next', offsetDays: 364 }));
    const pastFair = (await fair.store.fairs.list()).find((listed) => !listed.current)!;

    fair.clock.set(new Date(FAIR_END.getTime() + 30 * DAY_MS));
    expect(await succeeds(fair.use(PurgeStudentData).execute())).to.deep.equal({ students: 2, cvs: 3, pictures: 1 });

    const past = await fair.store.pastFair(pastFair.id, pastFair.name);
    expect(await past.students.findById(before.id)).to.equal(null);
    expect(await past.students.findById(never.id)).to.equal(null);
    expect(await past.students.findById(returning.id)).not.to.equal(null);
    expect(await succeeds(fair.use(PurgeStudentData).execute())).to.equal(null);
  });

  it('erases, once the retention has passed, exactly the students who have not signed in since the fair, and audits the run', async () => {
    const { company, before, never, returning, held } = await given();
    fair.clock.set(new Date(FAIR_END.getTime() + DAY_MS));
    await succeeds(fair.use(SignInStudent).execute({ email: 'back@uni.test', password: 'secret' }));

    fair.clock.set(new Date(FAIR_END.getTime() + 30 * DAY_MS - 1));
    expect(await succeeds(fair.use(PurgeStudentData).execute())).to.equal(null);
    expect(await fair.store.students.findById(before.id)).not.to.equal(null);

    fair.clock.set(new Date(FAIR_END.getTime() + 30 * DAY_MS));
    expect(await succeeds(fair.use(PurgeStudentData).execute())).to.deep.equal({ students: 2, cvs: 3, pictures: 1 });

    expect(await fair.store.students.findById(before.id)).to.equal(null);
    expect(await fair.store.students.findById(never.id)).to.equal(null);
    expect(await fair.store.files.get(before.cvKey!)).to.equal(null);
    expect(await fair.store.files.get(never.companyCvKeys[company.id]!)).to.equal(null);
    const kept = (await fair.store.students.findById(returning.id))!;
    expect(kept.cvKey).to.equal(returning.cvKey);
    expect(await fair.store.files.get(returning.cvKey!)).not.to.equal(null);
    // The interview held stays counted, naming no one that exists.
    expect((await fair.store.interviews.findById(held.id))?.status).to.equal('finished');

    const audit = await fair.store.audit.search({ text: 'students.purged', page: 1, pageSize: 5 });
    expect(audit.items.map(({ adminId, action }) => ({ adminId, action }))).to.deep.equal([
      { adminId: PURGE_ACTOR.id, action: 'students.purged' },
    ]);
    expect(audit.items[0]?.summary).to.include('2 students').and.include('3 CVs, 1 pictures');
  });

  it('runs once however many servers look at it, and never for a fair without days', async () => {
    await given();
    fair.clock.set(new Date(FAIR_END.getTime() + 31 * DAY_MS));
    const runs = await Promise.all([1, 2, 3].map(() => succeeds(fair.use(PurgeStudentData).execute())));
    expect(runs.filter((run) => run !== null)).to.have.length(1);
    expect(await succeeds(fair.use(PurgeStudentData).execute())).to.equal(null);

    await fair.store.fairSettings.save({ ...DEFAULT_FAIR_SETTINGS, fairDays: [] });
    await fair.store.students.add(aStudent());
    expect(await succeeds(fair.use(PurgeStudentData).execute())).to.equal(null);
  });
});
