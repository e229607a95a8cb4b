import { expect } from 'chai';
import { AllocateInterviews } from '../../../application/allocation/allocate-interviews.js';
import { DeliverQueuedMails } from '../../../application/messages/deliver-queued-mails.js';
import { SetStudentMailSwitch } from '../../../application/students/set-student-mail-switch.js';
import { TellStudentsTheirInterviews } from '../../../application/messages/tell-students-their-interviews.js';
import { asAdmin, asStudent } from '../../support/actors.js';
import { freshFairWorld, succeeds } from '../../support/fair-operations-store.js';
import { studentChoosing } from '../allocation/allocation-world.js';

describe('TellStudentsTheirInterviews', () => {
  const world = freshFairWorld();
  const deliver = () => succeeds(world().use(DeliverQueuedMails).execute());

  it('mails each student once what they were given: company, panel, day and time', async () => {
    const company = await world().company({ companyName: 'Acme Robotics' });
    const other = await world().company({ companyName: 'Globex' });
    const panel = await world().panelOf(company, { panelName: 'Embedded Systems' });
    const student = await world().student();
    const timed = await world().interview(student, company, {
      panelId: panel.id,
      time: new Date('2026-03-02T04:30:00Z'),
    });
    const untimed = await world().interview(student, other);

    expect(await succeeds(world().use(TellStudentsTheirInterviews).execute([timed, untimed]))).to.equal(1);
    await deliver();

    const mail = world().mailer.last(student.email);
    expect(mail.subject).to.equal('Your interviews at the fair');
    expect(mail.text)
      .to.include('- Acme Robotics, panel: Embedded Systems, time: Mon 2 Mar, 10:00')
      .and.include('- Globex, panel: to be assigned, time: to be set');
  });

  it('mails nobody who turned these e-mails off', async () => {
    const company = await world().company();
    const student = await world().student();
    await succeeds(world().use(SetStudentMailSwitch).execute(asStudent(student.id), 'scheduleMailsOff', true));
    const interview = await world().interview(student, company);

    expect(await succeeds(world().use(TellStudentsTheirInterviews).execute([interview]))).to.equal(0);
  });

  it('is how the applied allocation tells each student their interviews', async () => {
    const company = await world().company({ companyName: 'Acme Robotics', numberOfInterviews: 5 });
    const student = await studentChoosing(world(), 'Ann Perera', [company], 1);

    await succeeds(world().use(AllocateInterviews).execute(asAdmin(), { dryRun: false }));
    await deliver();

    expect(world().mailer.last(student.email).subject).to.equal('Your interview with Acme Robotics');
  });
});
