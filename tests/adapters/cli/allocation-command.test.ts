import { expect } from 'chai';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openEmbeddedStore } from '../../../adapters/persistence/embedded-store.js';
import { ALLOCATION_COLUMNS } from '../../../domain/allocation.js';
import { aCompany, aSelection, aSelectionEntry, aStudent } from '../../support/builders.js';
import { readSheet } from '../../support/downloads-readers.js';
import { runCli, useCliWorkspace } from './run-cli.js';

describe('The allocation command', () => {
  const workspace = useCliWorkspace();
  const env = workspace.env;

  const seedSelections = async () => {
    const store = await openEmbeddedStore({ dataDir: workspace.dataDir });
    try {
      const beta = aCompany({ companyName: 'Beta', areas: ['Management'] });
      const alpha = aCompany({ companyName: 'Alpha', areas: ['Automation'] });
      await store.companies.add(beta);
      await store.companies.add(alpha);
      const pick = (company: typeof alpha, order: number) =>
        aSelectionEntry({ companyId: company.id, companyName: company.companyName, order });
      await store.students.add(
        aStudent({ fullName: 'Second', selection: aSelection([pick(beta, 1), pick(alpha, 2)]) }),
      );
      await store.students.add(aStudent({ fullName: 'First', selection: aSelection([pick(alpha, 1)]) }));
      await store.students.add(aStudent({ fullName: 'Idle' }));
    } finally {
      await store.close();
    }
  };

  it('writes the same workbook as the admin download, from the store in DATA_DIR, and sums it up', async () => {
    await seedSelections();
    const file = path.join(workspace.outDir, 'allocation.xlsx');
    const run = await runCli(env(), ['allocation', '--out', file]);
    expect(run.failure).to.equal(null);
    expect(run.printed).to.equal(`Wrote ${file}: 2 students, 3 entries, 2 companies.\n`);
    const sheet = await readSheet(await readFile(file), 'Sorted Allocation');
    expect(sheet.rows[0]).to.deep.equal([...ALLOCATION_COLUMNS]);
    expect(sheet.rows.slice(1).map((row) => [row[0], row[2], row[6]])).to.deep.equal([
      ['Alpha', 'First', 1],
      ['Alpha', 'Second', 2],
      ['Beta', 'Second', 1],
    ]);
    expect(await readdir(workspace.outDir)).to.deep.equal(['allocation.xlsx']);
  });

  it('draws a progress bar only on a terminal', async () => {
    await seedSelections();
    const onTerminal = await runCli(env(), ['allocation', '--out', path.join(workspace.outDir, 'a.xlsx')], {
      tty: true,
    });
    expect(onTerminal.failure).to.equal(null);
    expect(onTerminal.printed).to.include('rows [');
    expect(onTerminal.printed).to.include('3/3');
    const piped = await runCli(env(), ['allocation', '--out', path.join(workspace.outDir, 'b.xlsx')]);
    expect(piped.printed).to.not.include('rows [');
  });

  it('refuses with "No data available to download" when nobody has selected, leaving the old file alone', async () => {
    const file = path.join(workspace.outDir, 'allocation.xlsx');
    await writeFile(file, 'previous');
    const run = await runCli(env(), ['allocation', '--out', file]);
    expect(run.failure?.message).to.equal('No data available to download');
    expect(await readFile(file, 'utf8')).to.equal('previous');
    expect(await readdir(workspace.outDir)).to.deep.equal(['allocation.xlsx']);
  });

  it('leaves no temporary file behind when the directory does not exist', async () => {
    await seedSelections();
    const run = await runCli(env(), ['allocation', '--out', path.join(workspace.outDir, 'missing', 'a.xlsx')]);
    expect(run.failure?.message).to.match(/ENOENT/);
    expect(await readdir(workspace.outDir)).to.deep.equal([]);
  });

  it('asks for --out', async () => {
    const run = await runCli(env(), ['allocation']);
    expect(run.failure).to.not.equal(null);
    expect(run.complained).to.include('--out');
  });

  /** Company Alpha, one place, chosen first by two students: one interview, one on the reserve list. */
  const alphaWithTwoApplicants = async () => {
    const store = await openEmbeddedStore({ dataDir: workspace.dataDir });
    const alpha = aCompany({ companyName: 'Alpha', areas: ['Automation'], numberOfInterviews: 1 });
    try {
      await store.companies.add(alpha);
      for (const fullName of ['First', 'Second']) {
        const entry = aSelectionEntry({ companyId: alpha.id, companyName: 'Alpha', order: 1 });
        await store.students.add(aStudent({ fullName, selection: aSelection([entry]) }));
      }
    } finally {
      await store.close();
    }
    return alpha;
  };

  it('with --apply creates the allocation\'s interviews and reserve lists, once, and sums it up', async () => {
    const alpha = await alphaWithTwoApplicants();
    const file = path.join(workspace.outDir, 'allocation.xlsx');

    const run = await runCli(env(), ['allocation', '--apply', '--out', file]);

    expect(run.failure).to.equal(null);
    expect(run.printed).to.equal(
      'Allocation applied: 1 interviews created, 1 students on reserve lists of 1 companies.\n' +
        `Wrote ${file}: 2 students, 2 entries, 1 companies.\n`,
    );
    const again = await runCli(env(), ['allocation', '--apply']);
    expect(again.printed).to.equal('Allocation applied: 0 interviews created, 1 students on reserve lists of 1 companies.\n');
    const after = await openEmbeddedStore({ dataDir: workspace.dataDir });
    try {
      expect(await after.interviews.count({ companyId: alpha.id })).to.equal(1);
      expect(await after.reserveLists.list(alpha.id)).to.have.length(1);
    } finally {
      await after.close();
    }
  });

  it('records each --apply in the audit log, naming the operator at the command line; nothing without --apply', async () => {
    const alpha = await alphaWithTwoApplicants();

    expect((await runCli(env(), ['allocation', '--out', path.join(workspace.outDir, 'a.xlsx')])).failure).to.equal(null);
    expect((await runCli(env(), ['allocation', '--apply'])).failure).to.equal(null);

    const after = await openEmbeddedStore({ dataDir: workspace.dataDir });
    try {
      const log = await after.audit.search({ text: '', page: 1, pageSize: 50 });
      expect(log.total).to.equal(1);
      expect(log.items[0]).to.deep.include({
        adminId: 'command-line',
        adminEmail: 'command line',
        action: 'allocation.applied',
        targets: [alpha.id],
        summary: 'Applied the allocation: 1 interviews created, 1 students on reserve lists',
      });
    } finally {
      await after.close();
    }
  });
});
