import { expect } from 'chai';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { AppError } from '../../application/errors.js';
import { DeleteCoordinator } from '../../application/coordinators/delete-coordinator.js';
import { AssignInterviewPanel } from '../../application/interviews/assign-interview-panel.js';
import { CheckInStudent } from '../../application/interviews/check-in-student.js';
import { DeleteInterview } from '../../application/interviews/delete-interview.js';
import { GetCheckInCode } from '../../application/interviews/get-check-in-code.js';
import { MoveInterviewStatus } from '../../application/interviews/move-interview-status.js';
import { PausePanel } from '../../application/panels/pause-panel.js';
import { ChangeStudentPassword } from '../../application/students/change-student-password.js';
import type { Ports } from '../../adapters/composition/tokens.js';
import type { Interview } from '../../domain/interview.js';
import { actorOf, type FairWorld, fails, freshFairWorld, succeeds } from '../support/fair-operations-store.js';
import { failingAfter, failingAt } from '../support/failing-steps.js';

/** A step of a use case that fails, as the ports in its place make it fail. */
type Fault = readonly [step: string, ports: (world: FairWorld) => Partial<Ports>];

const HOUR = 60 * 60_000;

describe('A change and the event telling of it, when a step fails: both or neither, nothing half written', () => {
  const world = freshFairWorld();

  const queued = () => world().queued();
  const stored = (interview: Interview) => world().store.interviews.findById(interview.id);

  /** The use case, run with a failing step, fails as the store did, and nobody hears of anything. */
  const failsUnheard = async (task: TaskEither<AppError, unknown>): Promise<void> => {
    expect((await fails(task)).kind).to.equal('Unexpected');
    expect(world().events.published).to.deep.equal([]);
  };

  describe('a status move', () => {
    const faults: readonly Fault[] = [
      ['after writing the move', (w) => ({ interviews: failingAfter(w.store.interviews, 'setStatus') })],
      ["at recording a no-show's strike", (w) => ({ strikes: failingAt(w.store.strikes, 'record') })],
      ["after recording a no-show's strike", (w) => ({ strikes: failingAfter(w.store.strikes, 'record') })],
    ];
    for (const [step, ports] of faults) {
      it(`leaves a no-show unmarked, with no strike, when it fails ${step}`, async () => {
        const { coordinator, student, interview } = await queued();

        await failsUnheard(
          world().use(MoveInterviewStatus, ports(world())).execute(coordinator, interview.id, 'no-show'),
        );

        expect(await stored(interview)).to.deep.equal(interview);
        expect(await world().store.strikes.listForStudent(student.id)).to.deep.equal([]);
        await succeeds(world().use(MoveInterviewStatus).execute(coordinator, interview.id, 'no-show'));
        expect(await world().store.strikes.listForStudent(student.id)).to.have.length(1);
      });
    }

    it('marks a no-show whose strike is already recorded, as two servers marking it at once do, with one strike', async () => {
      const { coordinator, student, interview } = await queued();
      await succeeds(world().use(MoveInterviewStatus).execute(coordinator, interview.id, 'no-show'));
      await world().store.interviews.setStatus(interview.id, 'no-show', { status: 'assigned', at: new Date() });

      await succeeds(world().use(MoveInterviewStatus).execute(coordinator, interview.id, 'no-show'));

      expect((await stored(interview))?.status).to.equal('no-show');
      expect(await world().store.strikes.listForStudent(student.id)).to.have.length(1);
      expect(world().events.published.map((event) => event.kind)).to.deep.equal(['interview.moved', 'interview.moved']);
    });
  });

  it('a check-in that fails after its write leaves the student not checked in, and a second scan checks them in', async () => {
    const { coordinator, student, interview } = await queued();
    const code = await succeeds(world().use(GetCheckInCode).execute(actorOf(student, 'student')));
    const ports = { interviews: failingAfter(world().store.interviews, 'recordCheckIn') };

    await failsUnheard(world().use(CheckInStudent, ports).execute(coordinator, code));

    expect((await stored(interview))?.checkedInAt).to.equal(null);
    await succeeds(world().use(CheckInStudent).execute(coordinator, code));
    expect((await stored(interview))?.checkedInAt).to.deep.equal(world().clock.now());
    expect(world().events.published.map((event) => event.kind)).to.deep.equal(['interview.checked-in']);
  });

  describe('a panel move', () => {
    it('leaves the interview in its queue when assigning it to another panel fails after the write', async () => {
      const { company, coordinator, interview } = await queued();
      const other = await world().panelOf(company);
      const ports = { interviews: failingAfter(world().store.interviews, 'place') };

      await failsUnheard(world().use(AssignInterviewPanel, ports).execute(coordinator, interview.id, other.id));

      expect(await stored(interview)).to.deep.equal(interview);
    });

    it('leaves the panel running when pausing it fails at reading its queue, after the pause is written', async () => {
      const { coordinator, panel } = await queued();
      const ports = { interviews: failingAt(world().store.interviews, 'list') };
      const form = { reason: 'Lunch', backAt: new Date(world().clock.now().getTime() + HOUR) };

      await failsUnheard(world().use(PausePanel, ports).execute(coordinator, panel.id, form));

      expect((await world().store.panels.findById(panel.id))?.pause ?? null).to.equal(null);
    });
  });

  it("a password change that fails after its write keeps the old password and the account's sessions", async () => {
    const student = await world().student();
    const before = await world().store.students.findById(student.id);
    const ports = { students: failingAfter(world().store.students, 'setPassword') };
    const form = { password: 'a new Passw0rd!', confirmpassword: 'a new Passw0rd!' };

    await failsUnheard(world().use(ChangeStudentPassword, ports).execute(actorOf(student, 'student'), form));

    expect(await world().store.students.findById(student.id)).to.deep.equal(before);
  });

  describe('a deletion', () => {
    it('keeps the interview when deleting it fails after the write', async () => {
      const { coordinator, interview } = await queued();
      const ports = { interviews: failingAfter(world().store.interviews, 'delete') };

      await failsUnheard(world().use(DeleteInterview, ports).execute(coordinator, interview.id));

      expect(await stored(interview)).to.deep.equal(interview);
    });

    it('keeps the coordinator, and its sessions, when deleting it fails after the write', async () => {
      const company = await world().company();
      const coordinator = await world().coordinatorOf(company);
      const ports = { coordinators: failingAfter(world().store.coordinators, 'delete') };

      await failsUnheard(
        world()
          .use(DeleteCoordinator, ports)
          .execute(actorOf({ id: 'admin' }, 'admin'), coordinator.id),
      );

      expect(await world().store.coordinators.findById(coordinator.id)).to.deep.equal(coordinator);
    });
  });
});
