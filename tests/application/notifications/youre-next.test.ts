import { expect } from 'chai';
import { cancelBeforeStart } from '../../../application/interviews/cancel-before-start.js';
import { CallNextOnQueueChange } from '../../../application/notifications/call-next-on-queue-change.js';
import { Reactions } from '../../../application/reactions/reactions.js';
import type { AppError } from '../../../application/errors.js';
import { freshFairWorld, succeeds } from '../../support/fair-operations-store.js';
import { callNextWith, move, panelQueueOf, RecordingMailer } from './notification-world.js';

describe('"You\'re next"', () => {
  const world = freshFairWorld();
  const nextCalls = () => world().events.of('interview.next');

  describe('CallNextStudents', () => {
    it("calls the head of a panel's waiting queue: one live event for that student and one e-mail naming company, panel and time", async () => {
      const queue = await panelQueueOf(world(), 3, (place) =>
        place === 1 ? { time: new Date('2026-03-01T05:00:00Z') } : {},
      );
      const mailer = new RecordingMailer();

      await succeeds(callNextWith(world(), mailer).execute(queue.company.id));

      const [first] = queue.interviews;
      expect(nextCalls()).to.deep.equal([
        {
          kind: 'interview.next',
          interviewId: first?.id,
          companyId: queue.company.id,
          studentId: first?.studentId,
          panelId: queue.panel.id,
          companyName: 'Acme Robotics',
          panelName: 'Embedded Systems',
          time: '2026-03-01T05:00:00.000Z',
        },
      ]);
      expect(mailer.sent).to.have.length(1);
      const mail = mailer.last(queue.students[0]?.email ?? '');
      expect(mail.subject).to.equal("You're next at Acme Robotics (Embedded Systems)");
      expect(mail.text)
        .to.include('Company: Acme Robotics')
        .and.include('Panel: Embedded Systems')
        .and.include('Time: Sun 1 Mar, 10:30');
    });

    it('calls nobody twice for the same turn: looking again, or after a restart, sends nothing', async () => {
      const queue = await panelQueueOf(world(), 2);
      const mailer = new RecordingMailer();
      await succeeds(callNextWith(world(), mailer).execute(queue.company.id));
      await succeeds(callNextWith(world(), mailer).execute(queue.company.id));

      const restarted = new RecordingMailer();
      await succeeds(callNextWith(world(), restarted).execute(queue.company.id));

      expect(nextCalls()).to.have.length(1);
      expect(mailer.sent).to.have.length(1);
      expect(restarted.sent).to.deep.equal([]);
    });

    it('sends once when two app servers look at the same change at the same moment', async () => {
      const queue = await panelQueueOf(world(), 2);
      const [one, two] = [new RecordingMailer(), new RecordingMailer()];

      await Promise.all([
        succeeds(callNextWith(world(), one).execute(queue.company.id)),
        succeeds(callNextWith(world(), two).execute(queue.company.id)),
      ]);

      expect(nextCalls()).to.have.length(1);
      expect(one.sent.length + two.sent.length).to.equal(1);
    });

    it('calls each panel of the company on its own', async () => {
      const queue = await panelQueueOf(world(), 1);
      const other = await world().panelOf(queue.company, { panelName: 'Cloud' });
      const student = await world().student();
      await world().interview(student, queue.company, {
        panelId: other.id,
        status: 'assigned',
        queue: 2,
        panelQueue: 1,
      });
      const mailer = new RecordingMailer();

      await succeeds(callNextWith(world(), mailer).execute(queue.company.id));

      expect(
        nextCalls()
          .map((event) => 'studentId' in event && event.studentId)
          .sort(),
      ).to.deep.equal([queue.students[0]?.id, student.id].sort());
      expect(mailer.sent.map((mail) => mail.to).sort()).to.deep.equal([queue.students[0]?.email, student.email].sort());
    });

    it('tells a student who turned interview e-mails off on the live stream, without an e-mail', async () => {
      const queue = await panelQueueOf(world(), 1);
      await world().store.students.setMailOff(queue.students[0]?.id ?? '', 'remindersOff', true);
      const mailer = new RecordingMailer();

      await succeeds(callNextWith(world(), mailer).execute(queue.company.id));

      expect(nextCalls()).to.have.length(1);
      expect(mailer.sent).to.deep.equal([]);
    });

    it('says so when the e-mail cannot be sent, and never sends that call again', async () => {
      const queue = await panelQueueOf(world(), 1);
      const mailer = new RecordingMailer();
      mailer.failing = true;

      const result = await callNextWith(world(), mailer).execute(queue.company.id)();

      expect(result._tag).to.equal('Left');
      expect(nextCalls()).to.have.length(1);
      mailer.failing = false;
      await succeeds(callNextWith(world(), mailer).execute(queue.company.id));
      expect(mailer.sent, 'a claimed call is not sent again').to.deep.equal([]);
    });
  });

  describe('CallNextOnQueueChange, hearing the queue move on the event feed', () => {
    const errors: AppError[] = [];
    beforeEach(() => {
      errors.length = 0;
    });
    const watching = (mailer: RecordingMailer) => {
      const watch = new Reactions(
        world().events,
        [new CallNextOnQueueChange({ callNext: callNextWith(world(), mailer) })],
        (_, error) => errors.push(error),
      );
      watch.start();
      return watch;
    };

    it('calls the next student when the current interview starts, and nobody new when it finishes', async () => {
      const queue = await panelQueueOf(world(), 3);
      const mailer = new RecordingMailer();
      const watch = watching(mailer);
      const [first, second] = queue.interviews;

      await move(world(), first!, 'ongoing');
      await watch.settled();
      await move(world(), first!, 'finished');
      await watch.settled();
      await watch.stop();

      expect(nextCalls().map((event) => 'interviewId' in event && event.interviewId)).to.deep.equal([second?.id]);
      expect(mailer.sent.map((mail) => mail.to)).to.deep.equal([queue.students[1]?.email]);
      expect(errors).to.deep.equal([]);
    });

    it('calls a student again for a new turn: sent back to the queue after a no-show', async () => {
      const queue = await panelQueueOf(world(), 2);
      const mailer = new RecordingMailer();
      const watch = watching(mailer);
      const [first, second] = queue.interviews;

      await succeeds(callNextWith(world(), mailer).execute(queue.company.id));
      await move(world(), first!, 'no-show');
      await watch.settled();
      await move(world(), second!, 'ongoing');
      await watch.settled();
      await move(world(), first!, 'assigned');
      await watch.settled();
      await watch.stop();

      expect(mailer.sent.map((mail) => mail.to)).to.deep.equal([
        queue.students[0]?.email,
        queue.students[1]?.email,
        queue.students[0]?.email,
      ]);
    });

    it('calls the student after the one who was next when that one cancels', async () => {
      const queue = await panelQueueOf(world(), 3);
      const mailer = new RecordingMailer();
      const watch = watching(mailer);
      const [first, second] = queue.interviews;

      await succeeds(callNextWith(world(), mailer).execute(queue.company.id));
      await cancelBeforeStart(world().store.interviews, world().events, first!, {
        by: 'student',
        at: world().clock.now(),
        reason: null,
      });
      await watch.settled();
      await watch.stop();

      expect(nextCalls().map((event) => 'interviewId' in event && event.interviewId)).to.deep.equal([
        first?.id,
        second?.id,
      ]);
      expect(errors).to.deep.equal([]);
    });

    it('hears nothing once stopped', async () => {
      const queue = await panelQueueOf(world(), 2);
      const mailer = new RecordingMailer();
      const watch = watching(mailer);
      await watch.stop();

      await move(world(), queue.interviews[0]!, 'ongoing');

      expect(nextCalls()).to.deep.equal([]);
    });
  });
});
