import { expect } from 'chai';
import { MESSAGE_TEXTS } from '../../domain/fair-message.js';
import { auditScreen } from './support/axe.js';
import { signInAsCoordinator } from './support/coordinator-steps.js';
import { DESKTOP, useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';
import { readOutbox, waitForMail } from './support/outbox.js';
import { FIRST_ADMIN } from './support/portal.js';
import { nextAlert, signInThroughUi } from './support/steps.js';

/** The portal tells within a second and sends queued mail within seconds; chromium and the portal share a busy machine. */
const PUSHED = { timeout: 15_000 } as const;

describe('browser: messages to students', function () {
  this.timeout(240_000);
  const e2e = useE2E();

  it("takes a coordinator's message to one panel's queue onto those students' screens live and into the outbox, and refuses one to nobody", async function () {
    const fair = new Fair(e2e().portal);
    const { company, students } = await fair.companyWithInterviewees('Nova Dynamics', '23520');
    const [nimal, sanduni, kasun] = students;
    await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni], 'Panel B': [kasun] });
    await fair.panel(company, 'Panel C');

    const student = await e2e().newPage(DESKTOP);
    await signInThroughUi(student, 'student', nimal.email, nimal.password);
    await student.getByRole('link', { name: 'Messages' }).click();
    const empty = student.getByText('No messages yet.', { exact: false });
    const problems = await auditScreen(student, 'student-messages-empty', () => empty.waitFor());

    const coordinator = await e2e().newPage(DESKTOP);
    await signInAsCoordinator(coordinator, company);
    await coordinator.getByRole('link', { name: 'Messages' }).click();
    const to = coordinator.getByLabel('To');
    problems.push(...(await auditScreen(coordinator, 'coordinator-messages', () => to.waitFor())));
    await coordinator.setViewportSize(DESKTOP);
    await coordinator.emulateMedia({ colorScheme: 'light' });

    await to.selectOption({ label: "A panel's queue" });
    const panel = coordinator.getByLabel('Panel');
    await panel.locator('option', { hasText: 'Panel C' }).waitFor({ state: 'attached' });
    await panel.selectOption({ label: 'Panel C' });
    await coordinator.getByLabel('Subject').fill('Nobody here');
    await coordinator.getByLabel('Message').fill('This panel has no queue.');
    await coordinator.getByRole('button', { name: 'Send Message' }).click();
    await nextAlert(coordinator, MESSAGE_TEXTS.toNobody);

    await panel.selectOption({ label: 'Panel A' });
    await coordinator.getByLabel('Subject').fill('Panel A moves to room B12');
    await coordinator.getByLabel('Message').fill('Please wait outside room B12 from 10:00.');
    await coordinator.getByRole('button', { name: 'Send Message' }).click();
    await nextAlert(coordinator, 'Message sent to 2 students');

    // The banner is a polite status in the alerts' live region, titled "New message".
    const banner = student.locator('.alert-stack [role="status"]').filter({ hasText: 'New message' });
    await banner.getByText('Panel A moves to room B12 (see Messages)').waitFor(PUSHED);
    const listed = student.getByRole('list', { name: 'Your messages' });
    await listed.getByText('Please wait outside room B12 from 10:00.').waitFor(PUSHED);
    await listed.getByText('From Nova Dynamics', { exact: false }).waitFor();
    problems.push(...(await auditScreen(student, 'student-messages', () => listed.waitFor())));

    const subject = 'Panel A moves to room B12';
    // Nimal, first in Panel A's queue, was also mailed "you're next": the message's mail is told by its subject.
    const mail = await waitForMail(e2e().portal.dataDir, nimal.email, 0, PUSHED.timeout, subject);
    expect(mail.subject).to.equal('Panel A moves to room B12');
    expect(mail.text).to.include('Please wait outside room B12 from 10:00.').and.include('From: Nova Dynamics');
    await waitForMail(e2e().portal.dataDir, sanduni.email, 0, PUSHED.timeout, subject);
    const outbox = await readOutbox(e2e().portal.dataDir);
    expect(outbox.filter((one) => one.subject === 'Panel A moves to room B12')).to.have.length(2);
    expect(outbox.filter((one) => one.to.includes(kasun.email) && one.subject.startsWith('Panel A'))).to.deep.equal([]);
    expect(outbox.filter((one) => one.subject === 'Nobody here')).to.deep.equal([]);
    expect(problems).to.deep.equal([]);
  });

  it('lets an administrator reach Messages from the dashboard and choose all students, a company or a panel', async function () {
    const fair = new Fair(e2e().portal);
    await fair.company('Orbit Labs');
    const admin = await e2e().newPage(DESKTOP);
    await signInThroughUi(admin, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    await admin.getByRole('link', { name: 'Write to students' }).click();
    const to = admin.getByLabel('To');
    const problems = await auditScreen(admin, 'admin-messages', () => to.waitFor());
    await admin.setViewportSize(DESKTOP);
    await admin.emulateMedia({ colorScheme: 'light' });

    expect(await to.locator('option').allTextContents()).to.deep.equal([
      'All students',
      "A company's interviewees",
      "A panel's queue",
    ]);
    await to.selectOption({ label: "A company's interviewees" });
    await admin.getByLabel('Company').selectOption({ label: 'Orbit Labs' });
    await admin.getByLabel('Subject').fill('Welcome');
    await admin.getByLabel('Message').fill('See you at the fair.');
    await admin.getByRole('button', { name: 'Send Message' }).click();
    await nextAlert(admin, MESSAGE_TEXTS.toNobody);
    expect(problems).to.deep.equal([]);
  });
});
