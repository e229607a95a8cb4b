import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMAIL_VERIFIED } from '../../domain/messages.js';
import { ROLE_SIGN_IN_PATHS, type Role } from '../../domain/role.js';
import { runCli } from '../adapters/cli/run-cli.js';
import { BOTH_WIDTHS, DESKTOP, useE2E } from './support/e2e.js';
import { waitForMail } from './support/outbox.js';
import { REPO_ROOT } from './support/portal.js';
import { screenshot } from './support/screenshots.js';
import { logOutThroughUi, signInThroughUi, signUpThroughUi } from './support/steps.js';

const repoFile = (name: string): string => readFileSync(path.join(REPO_ROOT, name), 'utf8');
const scripts = (): Record<string, string> =>
  (JSON.parse(repoFile('package.json')) as { scripts: Record<string, string> }).scripts;

describe("The README's first lines: the product, then the newcomer's two commands", () => {
  const [heading, intro, commands] = repoFile('README.md').split(/\n\n+/);

  it("opens with the product's name and one sentence saying what it is", () => {
    expect(heading).to.match(/^# \S.*$/);
    const sentence = intro!.replace(/\s*\n\s*/g, ' ');
    expect(sentence, 'one sentence').to.match(/^[A-Z][^.!?]*\.$/);
  });

  it('then gives exactly two command lines: the demo, then the tests', () => {
    expect(commands!.split('\n')).to.deep.equal(['    npm ci && npm run demo', '    npm ci && npm test']);
  });

  it('the first fills an empty store with the demo fair, then starts the portal on it', () => {
    expect(scripts().demo).to.equal('npm run cli -- demo --unless-filled && npm start');
  });

  it('the second type-checks, lints, builds and runs every test, which is what CI runs', () => {
    expect(scripts().test).to.equal('npm run typecheck && npm run lint && npm run build && mocha "tests/**/*.test.ts"');
    expect(scripts().typecheck).to.equal('tsc -p tsconfig.json && tsc -p ui/tsconfig.json');
    expect(scripts().lint).to.equal('eslint .');
    const ci = repoFile('.ci/run').split('\n');
    expect(ci.filter((line) => /^(if ! )?npm /.test(line))).to.deep.equal([
      'if ! npm ci --no-audit --no-fund; then',
      'npm test 2>&1 | tee "$log"',
    ]);
  });
});

/** One row of what the demo prints under "Sign in as:". */
interface PrintedSignIn {
  readonly role: Role;
  readonly page: string;
  readonly identifier: string;
  readonly password: string;
}

const signInsIn = (printed: string): PrintedSignIn[] => {
  const table = printed.split('Sign in as:\n')[1]?.split('\n\n')[0];
  if (!table) throw new Error(`the demo printed no "Sign in as:" table:\n${printed}`);
  return table.split('\n').map((row) => {
    const [role, url, identifier, password] = row.trim().split(/\s+/);
    return { role: role as Role, page: new URL(url!).pathname, identifier: identifier!, password: password! };
  });
};

describe("browser: after the README's first command a newcomer signs in as every role, and confirms an e-mail from the outbox file", function () {
  this.timeout(240_000);
  let printed = '';
  // What `npm run demo` does before `npm start`: the demo fills the empty store and prints how to sign in.
  const e2e = useE2E(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'career-fair-newcomer-'));
    const demo = await runCli({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, ['demo', '--unless-filled']);
    if (demo.failure) throw demo.failure;
    printed = demo.printed;
    // As `npm start` runs it: no administrator from the environment, only the demo's accounts.
    return { DATA_DIR: dataDir, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' };
  });

  for (const [width, viewport] of BOTH_WIDTHS) {
    it(`signs in as administrator, coordinator, company and student with what the demo printed (${width})`, async () => {
      const signIns = signInsIn(printed);
      expect(signIns.map((signIn) => signIn.role)).to.have.members(['admin', 'coordinator', 'company', 'student']);
      for (const { role, page: signInPage, identifier, password } of signIns) {
        expect(signInPage, `${role}'s sign-in page`).to.equal(ROLE_SIGN_IN_PATHS[role]);
        const page = await e2e().newPage(viewport);
        await signInThroughUi(page, role, identifier, password);
        await page.getByRole('button', { name: 'Account menu' }).waitFor();
        await screenshot(page, `newcomer-${role}-${viewport.width}px`);
        await logOutThroughUi(page, role);
      }
    });

    it(`confirms a sign-up through the link as the outbox's .eml file holds it, whole on one line (${width})`, async () => {
      const email = `newcomer${viewport.width}@demo.fair`;
      const password = 'newcomer-secret';
      const page = await e2e().newPage(viewport);
      await signUpThroughUi(page, {
        email,
        fullName: 'N. Wickramasinghe',
        commonName: 'Nadeesha',
        indexNumber: viewport === DESKTOP ? '250101N' : '250102N',
        password,
      });
      const mail = await waitForMail(e2e().portal.dataDir, email);
      // Read as a person reads the file in an editor, undecoded: the link is the text on its line.
      const raw = await readFile(mail.file, 'utf8');
      const link = /https?:\/\/\S+\/verify-email\?\S+/.exec(raw)?.[0];
      expect(link, raw).to.be.a('string');
      expect(new URL(link!).searchParams.get('email')).to.equal(email);

      await page.goto(link!);
      await page.getByText(EMAIL_VERIFIED).waitFor();
      await screenshot(page, `newcomer-confirmed-${viewport.width}px`);
      await signInThroughUi(page, 'student', email, password);
    });
  }
});
