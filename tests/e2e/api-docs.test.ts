import { expect } from 'chai';
import { useE2E } from './support/e2e.js';

describe('browser: the API documentation page', function () {
  this.timeout(60_000);
  const e2e = useE2E();

  it('renders the contract at /rest/api/v1/docs under the portal CSP, from the portal alone', async () => {
    const page = await e2e().newPage();
    const consoleErrors: string[] = [];
    const foreignRequests: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    page.on('request', (request) => {
      if (!request.url().startsWith(e2e().portal.url) && !request.url().startsWith('data:')) {
        foreignRequests.push(request.url());
      }
    });

    const answer = await page.goto('/rest/api/v1/docs');
    expect(answer?.headers()['content-security-policy']).to.contain("script-src 'self'");
    await page.getByRole('heading', { name: /Career fair portal API/ }).waitFor();
    await page.getByText('/student/sign-in', { exact: true }).first().waitFor();
    await page.getByText('Sign in as a student', { exact: false }).first().waitFor();

    await page.getByText('/student/sign-in', { exact: true }).first().click();
    await page.getByText('Request body').first().waitFor();

    expect(consoleErrors.filter((text) => /Content Security Policy|Refused to/i.test(text))).to.deep.equal([]);
    expect(consoleErrors).to.deep.equal([]);
    expect(foreignRequests).to.deep.equal([]);
  });
});
