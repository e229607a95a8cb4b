import { expect } from 'chai';
import { openEmbeddedStore } from '../../../adapters/persistence/embedded-store.js';
import { INTERVIEW_STATUSES } from '../../../domain/interview.js';
import { DEMO_NEEDS_EMPTY_STORE } from '../../../application/demo/fill-demo-store.js';
import { readSheet, readZip } from '../../support/downloads-readers.js';
import { startTestPortal } from '../../support/portal-harness.js';
import { aCompany } from '../../support/builders.js';
import { runCli, useCliWorkspace } from './run-cli.js';

interface PrintedSignIn {
  readonly role: string;
  readonly identifier: string;
  readonly password: string;
}

const signInsOf = (printed: string): PrintedSignIn[] =>
  printed
    .split('\n')
    .map((line) => /^ {2}(admin|coordinator|company|student)\s+\S+\s+(\S+)\s+(\S+)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, role, identifier, password]) => ({ role: role!, identifier: identifier!, password: password! }));

describe('The demo command', function () {
  // Every demo account's password is hashed with argon2id.
  this.timeout(60_000);

  const workspace = useCliWorkspace();
  const env = workspace.env;

  it('fills an empty store with a whole fair and prints how to sign in as every role', async () => {
    const run = await runCli(env(), ['demo']);
    expect(run.failure).to.equal(null);
    expect(run.printed).to.include('Demo data added: 3 companies with 7 panels, 3 coordinators, 6 confirmed students');
    expect(run.printed).to.include('(4 selected, 3 assigned, 2 ongoing, 1 finished; 2 of them walk-ins)');

    const store = await openEmbeddedStore({ dataDir: workspace.dataDir });
    try {
      const interviews = await store.interviews.list({});
      expect(new Set(interviews.map((interview) => interview.status))).to.deep.equal(
        new Set(['selected', 'assigned', 'ongoing', 'finished']),
      );
      expect(interviews.filter((interview) => interview.walkIn)).to.have.length(2);
      const students = await store.students.listWithSelection();
      expect(students).to.have.length(6);
      expect(students.every((student) => student.emailConfirmed && student.cvKey !== null)).to.equal(true);
      const cv = await store.files.get(students[0]!.cvKey!);
      const chunks: Uint8Array[] = [];
      for await (const chunk of cv!.content) chunks.push(chunk);
      const pdf = Buffer.concat(chunks).toString('latin1');
      expect(pdf.startsWith('%PDF-1.4')).to.equal(true);
      const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
      expect(pdf.slice(xref, xref + 4)).to.equal('xref');
    } finally {
      await store.close();
    }

    const signIns = signInsOf(run.printed);
    expect(signIns.map((signIn) => signIn.role)).to.deep.equal(['admin', 'coordinator', 'company', 'student']);
    const portal = await startTestPortal({ DATA_DIR: workspace.dataDir, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    try {
      const tokens: Record<string, string> = {};
      for (const { role, identifier, password } of signIns) {
        tokens[role] =
          role === 'company'
            ? await portal.api.signInCompany(identifier, password)
            : await portal.api.signIn(role as 'admin' | 'student' | 'coordinator', identifier, password);
      }
      const allocation = await portal.api.download('/admin/allocation.xlsx', tokens.admin);
      expect(allocation.status).to.equal(200);
      expect((await readSheet(allocation.bytes, 'Sorted Allocation')).rows).to.have.length(1 + 12);
      const company = await portal.api.get<{ _id: string }>('/company/single', tokens.company);
      const bundle = await portal.api.download('/interview/get-cv-company', tokens.company, {
        id: company.body.data._id,
      });
      expect((await readZip(bundle.bytes)).map((entry) => entry.name)).to.have.length(3);
      const open = await portal.api.get<Array<{ username: string }>>('/company/get-walk-in-companies', tokens.student);
      expect(open.body.data.map((listed) => listed.username)).to.deep.equal(['datawise']);
    } finally {
      await portal.stop();
    }
  });

  it('refuses a store that already has data, and adds nothing to it', async () => {
    const store = await openEmbeddedStore({ dataDir: workspace.dataDir });
    await store.companies.add(aCompany());
    await store.close();
    const run = await runCli(env(), ['demo']);
    expect(run.failure?.message).to.equal(DEMO_NEEDS_EMPTY_STORE);
    const after = await openEmbeddedStore({ dataDir: workspace.dataDir });
    try {
      expect(await after.companies.list()).to.have.length(1);
      expect(await after.admins.count()).to.equal(0);
    } finally {
      await after.close();
    }
  });

  it('refuses to run twice on the same store', async () => {
    expect((await runCli(env(), ['demo'])).failure).to.equal(null);
    expect((await runCli(env(), ['demo'])).failure?.message).to.equal(DEMO_NEEDS_EMPTY_STORE);
  });

  it('fills a fair of the size asked with --students: 60 companies, that many students, interviews in every state', async () => {
    const run = await runCli(env(), ['demo', '--students', '50']);
    expect(run.failure).to.equal(null);
    expect(run.printed).to.include(
      'Demo data added: 60 companies with 120 panels, 60 coordinators, 50 confirmed students',
    );
    const store = await openEmbeddedStore({ dataDir: workspace.dataDir });
    try {
      expect(await store.students.listWithSelection()).to.have.length(50);
      const statuses = new Set((await store.interviews.list({})).map((interview) => interview.status));
      // Every state a coordinator moves an interview to; the demo cancels none.
      expect(statuses).to.deep.equal(new Set(INTERVIEW_STATUSES.filter((status) => status !== 'cancelled')));
    } finally {
      await store.close();
    }
    const [, , student] = signInsOf(run.printed).filter((signIn) => signIn.role !== 'admin');
    const portal = await startTestPortal({ DATA_DIR: workspace.dataDir, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    try {
      const token = await portal.api.signIn('student', student!.identifier, student!.password);
      const interviews = await portal.api.get<unknown[]>('/interview/all-st', token);
      expect(interviews.status).to.equal(200);
    } finally {
      await portal.stop();
    }
  });

  it('fills a fair of as many companies as asked with --companies, each with its own name and coordinator', async () => {
    const run = await runCli(env(), ['demo', '--students', '30', '--companies', '120']);
    expect(run.failure).to.equal(null);
    expect(run.printed).to.include(
      'Demo data added: 120 companies with 240 panels, 120 coordinators, 30 confirmed students',
    );
    const store = await openEmbeddedStore({ dataDir: workspace.dataDir });
    try {
      const companies = await store.companies.list();
      expect(new Set(companies.map((company) => company.companyName)).size).to.equal(120);
    } finally {
      await store.close();
    }
  });

  for (const args of [
    ['--companies', '120'],
    ['--students', '30', '--companies', '9'],
    ['--students', '30', '--companies', '241'],
  ]) {
    it(`refuses demo ${args.join(' ')}, adding nothing`, async () => {
      const run = await runCli(env(), ['demo', ...args]);
      expect(run.failure).to.not.equal(null);
      expect(run.complained).to.match(/--companies goes with --students|a whole number from 10 to 240/);
      const store = await openEmbeddedStore({ dataDir: workspace.dataDir });
      try {
        expect(await store.companies.list()).to.have.length(0);
      } finally {
        await store.close();
      }
    });
  }

  for (const students of ['0', '30001', 'many']) {
    it(`refuses --students ${students}, adding nothing`, async () => {
      const run = await runCli(env(), ['demo', '--students', students]);
      expect(run.failure).to.not.equal(null);
      expect(run.complained).to.include('a whole number from 1 to 30000');
      const store = await openEmbeddedStore({ dataDir: workspace.dataDir });
      try {
        expect(await store.companies.list()).to.have.length(0);
      } finally {
        await store.close();
      }
    });
  }
});
