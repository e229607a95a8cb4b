import { expect } from 'chai';
import { freshFairWorld, succeeds } from '../../support/fair-operations-store.js';
import { panelQueueOf, RecordingMailer, remindersWith } from './notification-world.js';

const MINUTE = 60_000;

describe('SendDueReminders', () => {
  const world = freshFairWorld();
  const inMinutes = (minutes: number) => new Date(world().clock.now().getTime() + minutes * MINUTE);
  const timedIn = async (minutes: number | null, status: 'assigned' | 'ongoing' = 'assigned') =>
    panelQueueOf(world(), 1, () => ({ time: minutes === null ? null : inMinutes(minutes), status }));

  it('mails the student of an interview timed within REMINDER_MINUTES once, naming company, panel and time', async () => {
    const queue = await timedIn(20);
    const mailer = new RecordingMailer();

    expect(await succeeds(remindersWith(world(), mailer).execute(world().clock.now()))).to.equal(1);
    expect(await succeeds(remindersWith(world(), mailer).execute(world().clock.now()))).to.equal(0);

    expect(mailer.sent).to.have.length(1);
    const mail = mailer.last(queue.students[0]?.email ?? '');
    expect(mail.subject).to.equal('Reminder: your interview with Acme Robotics at 10:20');
    expect(mail.text).to.include('Panel: Embedded Systems').and.include('Time: Sun 1 Mar, 10:20');
  });

  it('waits until the interview is REMINDER_MINUTES away', async () => {
    await timedIn(31);
    const mailer = new RecordingMailer();

    await succeeds(remindersWith(world(), mailer).execute(world().clock.now()));
    expect(mailer.sent).to.deep.equal([]);

    world().clock.advance(MINUTE);
    await succeeds(remindersWith(world(), mailer).execute(world().clock.now()));
    expect(mailer.sent).to.have.length(1);
  });

  it('reminds nobody of an interview that is past, under way, or without a time', async () => {
    await timedIn(-5);
    await timedIn(10, 'ongoing');
    await timedIn(null);
    const mailer = new RecordingMailer();

    expect(await succeeds(remindersWith(world(), mailer).execute(world().clock.now()))).to.equal(0);
    expect(mailer.sent).to.deep.equal([]);
  });

  it('reminds again of an interview given a new time', async () => {
    const queue = await timedIn(20);
    const mailer = new RecordingMailer();
    await succeeds(remindersWith(world(), mailer).execute(world().clock.now()));

    await world().store.interviews.setTime(queue.interviews[0]?.id ?? '', inMinutes(25));
    await succeeds(remindersWith(world(), mailer).execute(world().clock.now()));

    expect(mailer.sent.map((mail) => mail.subject)).to.deep.equal([
      'Reminder: your interview with Acme Robotics at 10:20',
      'Reminder: your interview with Acme Robotics at 10:25',
    ]);
  });

  it('sends nothing again after a restart, and once when two app servers look at the same moment', async () => {
    await timedIn(20);
    await timedIn(15);
    const [one, two, restarted] = [new RecordingMailer(), new RecordingMailer(), new RecordingMailer()];

    await Promise.all([
      succeeds(remindersWith(world(), one).execute(world().clock.now())),
      succeeds(remindersWith(world(), two).execute(world().clock.now())),
    ]);
    await succeeds(remindersWith(world(), restarted).execute(world().clock.now()));

    expect(one.sent.length + two.sent.length).to.equal(2);
    expect(restarted.sent).to.deep.equal([]);
  });

  it('leaves out a student who turned reminders off, and reminds them once they turn them on again in time', async () => {
    const queue = await timedIn(20);
    const studentId = queue.students[0]?.id ?? '';
    await world().store.students.setMailOff(studentId, 'remindersOff', true);
    const mailer = new RecordingMailer();

    await succeeds(remindersWith(world(), mailer).execute(world().clock.now()));
    expect(mailer.sent).to.deep.equal([]);

    await world().store.students.setMailOff(studentId, 'remindersOff', false);
    await succeeds(remindersWith(world(), mailer).execute(world().clock.now()));
    expect(mailer.sent).to.have.length(1);
  });

  it('takes REMINDER_MINUTES as configured', async () => {
    await timedIn(50);
    const mailer = new RecordingMailer();

    await succeeds(remindersWith(world(), mailer, 60).execute(world().clock.now()));

    expect(mailer.sent).to.have.length(1);
  });
});
