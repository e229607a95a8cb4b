import { expect } from 'chai';
import { PromoteOnFreedPlace } from '../../../application/allocation/promote-on-freed-place.js';
import { CancelInterview } from '../../../application/interviews/cancel-interview.js';
import { NOT_YOUR_INTERVIEW, WithdrawFromInterview } from '../../../application/interviews/withdraw-from-interview.js';
import { Reactions } from '../../../application/reactions/reactions.js';
import { cancellationOf, type Interview, type InterviewStatus } from '../../../domain/interview.js';
import { anAdmin } from '../../support/builders.js';
import { actorOf, fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';
import { promoteWith, studentChoosing } from '../allocation/allocation-world.js';

describe('withdrawing from and cancelling an interview', () => {
  const world = freshFairWorld();
  const withdraw = () => world().use(WithdrawFromInterview);
  const cancel = () => world().use(CancelInterview);
  const stored = (interview: Interview) => world().store.interviews.findById(interview.id);
  const auditEntries = async () => (await world().store.audit.search({ text: '', page: 1, pageSize: 50 })).items;

  const anInterviewOf = async (status: InterviewStatus = 'assigned') => {
    const company = await world().company({ companyName: 'Acme' });
    const student = await world().student({ fullName: 'Amal Perera', indexNumber: 'E/21/001' });
    const interview = await world().interview(student, company, { status });
    return { company, student, interview };
  };

  describe('WithdrawFromInterview', () => {
    it('keeps the interview as cancelled, withdrawn by the student at this time with their reason, and tells of it', async () => {
      const { student, interview } = await anInterviewOf('assigned');

      const withdrawn = await succeeds(
        withdraw().execute(actorOf(student, 'student'), interview.id, '  Got an offer '),
      );

      expect(withdrawn.interview.status).to.equal('cancelled');
      expect(cancellationOf(withdrawn.interview)).to.deep.equal({
        by: 'student',
        at: world().clock.now(),
        reason: 'Got an offer',
      });
      expect(await stored(interview)).to.deep.equal(withdrawn.interview);
      expect(world().events.published).to.deep.equal([
        {
          kind: 'interview.cancelled',
          interviewId: interview.id,
          companyId: interview.companyId,
          studentId: student.id,
          panelId: interview.panelId,
          status: 'cancelled',
        },
      ]);
    });

    it('takes a selected interview too, without a reason', async () => {
      const { student, interview } = await anInterviewOf('selected');

      const withdrawn = await succeeds(withdraw().execute(actorOf(student, 'student'), interview.id, null));

      expect(cancellationOf(withdrawn.interview)?.reason).to.equal(null);
    });

    it("records the student's withdrawal in the audit log, with the student's e-mail and reason", async () => {
      const { student, company, interview } = await anInterviewOf();

      await succeeds(withdraw().execute(actorOf(student, 'student'), interview.id, 'Clash with an exam'));

      const [entry] = await auditEntries();
      expect(entry).to.deep.include({
        adminId: student.id,
        adminEmail: student.email,
        role: 'student',
        action: 'interview.withdrawn',
        targets: [interview.id, student.id, company.id],
        summary: 'Amal Perera (E/21/001) withdrew from the interview with Acme: Clash with an exam',
      });
    });

    for (const status of ['ongoing', 'finished', 'no-show', 'cancelled'] as const) {
      it(`refuses to withdraw from an interview that is ${status}, and changes nothing`, async () => {
        const { student, interview } = await anInterviewOf(status);

        const error = await fails(withdraw().execute(actorOf(student, 'student'), interview.id, null));

        expect(error).to.deep.equal({
          kind: 'Conflict',
          message: `Cannot withdraw from an interview that is ${status}: only one that has not started can be given up`,
        });
        expect(await stored(interview)).to.deep.equal(interview);
        expect(world().events.published).to.deep.equal([]);
        expect(await auditEntries()).to.deep.equal([]);
      });
    }

    it("refuses another student's interview, and changes nothing", async () => {
      const { interview } = await anInterviewOf();
      const other = await world().student();

      const error = await fails(withdraw().execute(actorOf(other, 'student'), interview.id, null));

      expect(error).to.deep.equal({ kind: 'Forbidden', message: NOT_YOUR_INTERVIEW });
      expect(await stored(interview)).to.deep.equal(interview);
    });

    it('refuses a reason longer than 500 characters', async () => {
      const { student, interview } = await anInterviewOf();

      const error = await fails(withdraw().execute(actorOf(student, 'student'), interview.id, 'x'.repeat(501)));

      expect(error).to.deep.equal({ kind: 'Conflict', message: 'A reason is at most 500 characters' });
      expect(await stored(interview)).to.deep.equal(interview);
    });
  });

  describe('CancelInterview', () => {
    it("lets a coordinator cancel their company's interview, kept with who cancelled it, and audited", async () => {
      const { company, student, interview } = await anInterviewOf('selected');
      const coordinator = await world().coordinatorOf(company, { email: 'coord@acme.test' });

      const cancelled = await succeeds(cancel().execute(actorOf(coordinator, 'coordinator'), interview.id, null));

      expect(cancellationOf(cancelled.interview)).to.deep.equal({
        by: 'coordinator',
        at: world().clock.now(),
        reason: null,
      });
      expect(world().events.of('interview.cancelled')).to.have.length(1);
      const [entry] = await auditEntries();
      expect(entry).to.deep.include({
        adminEmail: 'coord@acme.test',
        role: 'coordinator',
        action: 'interview.cancelled',
        targets: [interview.id, student.id, company.id],
        summary: 'Cancelled the interview of Amal Perera (E/21/001) with Acme',
      });
    });

    it("refuses a coordinator another company's interview", async () => {
      const { interview } = await anInterviewOf();
      const coordinator = await world().coordinatorOf(await world().company());

      const error = await fails(cancel().execute(actorOf(coordinator, 'coordinator'), interview.id, null));

      expect(error.kind).to.equal('Forbidden');
      expect(await stored(interview)).to.deep.equal(interview);
    });

    it("lets an administrator cancel any company's interview, with a reason, recorded as theirs", async () => {
      const { interview } = await anInterviewOf();
      const admin = anAdmin({ email: 'admin@fair.test' });
      await world().store.admins.add(admin);

      const cancelled = await succeeds(cancel().execute(actorOf(admin, 'admin'), interview.id, 'Company left'));

      expect(cancellationOf(cancelled.interview)).to.deep.include({ by: 'admin', reason: 'Company left' });
      expect((await auditEntries())[0]).to.deep.include({ adminEmail: 'admin@fair.test', role: 'admin' });
    });

    it('refuses to cancel an ongoing interview with a message naming its state', async () => {
      const { company, interview } = await anInterviewOf('ongoing');
      const coordinator = await world().coordinatorOf(company);

      const error = await fails(cancel().execute(actorOf(coordinator, 'coordinator'), interview.id, null));

      expect(error).to.deep.equal({
        kind: 'Conflict',
        message: 'Cannot cancel an interview that is ongoing: only one that has not started can be cancelled',
      });
      expect(await stored(interview)).to.deep.equal(interview);
    });
  });

  describe('the place a withdrawal frees', () => {
    it('is offered to the first student on the reserve list, as after a deletion', async () => {
      const acme = await world().company({ numberOfInterviews: 1 });
      const amal = await studentChoosing(world(), 'Amal', [acme], 0);
      const bina = await studentChoosing(world(), 'Bina', [acme], 5);
      const chen = await studentChoosing(world(), 'Chen', [acme], 10);
      await world().store.reserveLists.replaceAll(new Map([[acme.id, [bina.id, chen.id]]]));
      const held = await world().interview(amal, acme, { status: 'assigned' });
      const watch = new Reactions(
        world().events,
        [new PromoteOnFreedPlace({ promote: promoteWith(world()) })],
        () => undefined,
      );
      watch.start();

      await succeeds(withdraw().execute(actorOf(amal, 'student'), held.id, null));
      await watch.settled();
      await watch.stop();

      const interviews = await world().store.interviews.list({ companyId: acme.id });
      expect(interviews.map((interview) => [interview.studentId, interview.status])).to.deep.equal([
        [amal.id, 'cancelled'],
      ]);
      expect(await world().store.reserveLists.list(acme.id)).to.deep.equal([chen.id]);
      expect(world().events.of('reserve.offered')).to.deep.include.members([
        {
          kind: 'reserve.offered',
          offerId: (await world().store.reserveOffers.listOpenFor(bina.id))[0]?.id,
          companyId: acme.id,
          studentId: bina.id,
          companyName: acme.companyName,
          expiresAt: new Date(world().clock.now().getTime() + 2 * 3_600_000).toISOString(),
        },
      ]);
    });
  });
});
