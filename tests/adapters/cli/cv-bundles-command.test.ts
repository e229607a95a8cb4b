import { expect } from 'chai';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { openEmbeddedStore } from '../../../adapters/persistence/embedded-store.js';
import { aCompany, anInterview, aStudent } from '../../support/builders.js';
import { readZip } from '../../support/downloads-readers.js';
import { runCli, useCliWorkspace } from './run-cli.js';

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);

describe('The cv-bundles command', () => {
  const workspace = useCliWorkspace();
  const env = workspace.env;

  const seed = async () => {
    const store = await openEmbeddedStore({ dataDir: workspace.dataDir });
    try {
      const acme = aCompany({ username: 'acme' });
      const globex = aCompany({ username: 'globex' });
      const quiet = aCompany({ username: 'quiet' });
      for (const company of [acme, globex, quiet]) await store.companies.add(company);
      const perera = aStudent({
        indexNumber: '1901234',
        fullName: 'A.B.C. Perera',
        cvKey: await store.files.put(pdf('perera general'), 'application/pdf'),
      });
      const silva = aStudent({
        indexNumber: '1901235',
        fullName: 'D. Silva',
        cvKey: await store.files.put(pdf('silva general'), 'application/pdf'),
      });
      await store.students.add({
        ...perera,
        companyCvKeys: { [globex.id]: await store.files.put(pdf('perera for globex'), 'application/pdf') },
      });
      await store.students.add(silva);
      await store.interviews.add(
        anInterview({ studentId: perera.id, companyId: acme.id, queue: 2, status: 'assigned' }),
      );
      await store.interviews.add(
        anInterview({ studentId: silva.id, companyId: acme.id, queue: 1, status: 'assigned' }),
      );
      await store.interviews.add(anInterview({ studentId: perera.id, companyId: globex.id }));
    } finally {
      await store.close();
    }
  };

  const entriesOf = async (file: string) =>
    (await readZip(await readFile(file))).map((entry) => [entry.name, /^% (.*)$/m.exec(entry.bytes.toString())?.[1]]);

  it("writes each company's zip as <username>.zip, skipping companies without CVs, and sums it up", async () => {
    await seed();
    const target = path.join(workspace.outDir, 'bundles');
    const run = await runCli(env(), ['cv-bundles', '--out', target]);
    expect(run.failure).to.equal(null);
    expect((await readdir(target)).sort()).to.deep.equal(['acme.zip', 'globex.zip']);
    expect(await entriesOf(path.join(target, 'acme.zip'))).to.deep.equal([
      ['1901235-D. Silva.pdf', 'silva general'],
      ['1901234-A.B.C. Perera.pdf', 'perera general'],
    ]);
    expect(await entriesOf(path.join(target, 'globex.zip'))).to.deep.equal([
      ['1901234-A.B.C. Perera.pdf', 'perera for globex'],
    ]);
    expect(run.printed).to.include(`Wrote 2 CV bundles with 3 CVs to ${target}.`);
    expect(run.printed).to.include('No CVs yet, so no zip: quiet.');
  });

  it('draws a progress bar only on a terminal', async () => {
    await seed();
    const onTerminal = await runCli(env(), ['cv-bundles', '--out', workspace.outDir], { tty: true });
    expect(onTerminal.printed).to.include('companies [');
    const piped = await runCli(env(), ['cv-bundles', '--out', workspace.outDir]);
    expect(piped.printed).to.not.include('companies [');
  });

  it('writes nothing for a store without companies', async () => {
    const run = await runCli(env(), ['cv-bundles', '--out', workspace.outDir]);
    expect(run.failure).to.equal(null);
    expect(run.printed).to.include('Wrote 0 CV bundles with 0 CVs');
    expect(await readdir(workspace.outDir)).to.deep.equal([]);
  });
});
