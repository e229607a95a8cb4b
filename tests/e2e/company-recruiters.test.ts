import { expect } from 'chai';
import { RECRUITER_MESSAGES } from '../../domain/recruiter.js';
import { ROLE_SIGN_IN_PATHS } from '../../domain/role.js';
import { followHeaderLink, rowOf, signInAsCompany } from './support/coordinator-steps.js';
import { useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';
import { linkIn, outboxSize, waitForMail } from './support/outbox.js';
import { nextAlert, signInThroughUi } from './support/steps.js';

describe("browser: a company's recruiter, invited by mail, works as the company until the company removes them", function () {
  this.timeout(180_000);
  const e2e = useE2E();

  it("the owner invites, the mailed link sets a password (the owner's card shows it live), the recruiter sees the company screens, and removal from another session signs them out and updates the owner's card live", async () => {
    const fair = new Fair(e2e().portal);
    const {
      company,
      students: [nimal],
    } = await fair.companyWithInterviewees('Serendib Analytics', '23140');
    const email = 'nadia.silva@serendib-people.test';

    const owner = await e2e().newPage();
    await signInAsCompany(owner, company);
    await followHeaderLink(owner, 'Account');
    await owner.getByRole('heading', { name: 'Recruiters' }).waitFor();
    await owner.getByLabel('Name', { exact: true }).fill('Nadia Silva');
    await owner.locator('#recruiter-email').fill(email);
    const before = await outboxSize(e2e().portal.dataDir);
    await owner.getByRole('button', { name: 'Send Invitation' }).click();
    await nextAlert(owner, RECRUITER_MESSAGES.invited);
    await owner.getByRole('button', { name: `Revoke the invitation to ${email}` }).waitFor();

    const link = new URL(linkIn(await waitForMail(e2e().portal.dataDir, email, before), '/recruiter/accept'));
    const recruiter = await e2e().newPage();
    await recruiter.goto(`${link.pathname}${link.search}`);
    await recruiter.getByRole('heading', { name: 'Join as a Recruiter' }).waitFor();
    await recruiter.getByLabel('Password', { exact: true }).fill('nadia-secret');
    await recruiter.getByLabel('Confirm Password').fill('nadia-secret');
    await recruiter.getByRole('button', { name: 'Set Password' }).click();
    await recruiter.waitForURL((url) => url.pathname === ROLE_SIGN_IN_PATHS.company);
    await nextAlert(recruiter, RECRUITER_MESSAGES.accepted);
    // The owner's open Account page shows the new recruiter live, without a reload.
    const listed = owner.getByRole('button', { name: `Remove ${email}` });
    await listed.waitFor();
    expect(await owner.getByRole('button', { name: `Revoke the invitation to ${email}` }).count()).to.equal(0);

    await signInThroughUi(recruiter, 'company', email, 'nadia-secret');
    const refused = recruiter.waitForResponse((response) => response.url().endsWith('/company/recruiters'));
    await followHeaderLink(recruiter, 'Account');
    await recruiter.getByLabel('Company Name').waitFor();
    expect((await refused).status()).to.equal(403);
    expect(await recruiter.getByRole('heading', { name: 'Recruiters' }).count()).to.equal(0);
    await followHeaderLink(recruiter, 'Students');
    await rowOf(recruiter, nimal.fullName).first().waitFor();

    // Removed from another session of the owner: the first one's card follows live.
    const elsewhere = await e2e().newPage();
    await signInAsCompany(elsewhere, company);
    await followHeaderLink(elsewhere, 'Account');
    const remove = elsewhere.getByRole('button', { name: `Remove ${email}` });
    await remove.click();
    await elsewhere.getByRole('button', { name: 'Delete', exact: true }).click();
    await nextAlert(elsewhere, RECRUITER_MESSAGES.removed);
    await remove.waitFor({ state: 'detached' });
    await listed.waitFor({ state: 'detached' });
    await owner.getByText('No recruiters yet: invite one below.').waitFor();

    // The recruiter's open screen is signed out by its live stream, without a click.
    await recruiter.waitForURL((url) => url.pathname === ROLE_SIGN_IN_PATHS.company, { timeout: 20_000 });
    await recruiter.getByLabel('Username', { exact: true }).fill(email);
    await recruiter.getByLabel('Password', { exact: true }).fill('nadia-secret');
    await recruiter.getByRole('button', { name: 'Sign in' }).click();
    await recruiter.getByText('Invalid username or password').first().waitFor();
  });
});
