import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { expect } from 'chai';
import { ArchiverArchiveWriter } from '../../../adapters/documents/archiver-archive-writer.js';
import type { ArchiveEntry } from '../../../application/ports/documents.js';
import { pdfFile } from '../../support/downloads-http.js';
import { readZip, zipCompressionMethods } from '../../support/downloads-readers.js';
import { scratchFilePerTest, slowly } from '../../support/scratch-files.js';

/** Every entry of the zip file, in order, with its bytes. */
const zipEntries = async (file: string) => readZip(await readFile(file));

/** The parts as a slow stream hands them out. */
const chunks = (...parts: Uint8Array[]) => slowly(parts);

describe('ArchiverArchiveWriter', () => {
  const writer = new ArchiverArchiveWriter();
  const file = scratchFilePerTest('zip-', 'cvs.zip');

  it('writes a zip whose entries have the given names and bytes, in order', async () => {
    const random = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256));
    await writer.write(
      [
        { name: '190001A_Amaya.pdf', content: chunks(pdfFile('Amaya')) },
        {
          name: 'nested/190002B_Nimal.pdf',
          content: chunks(pdfFile('Nimal').subarray(0, 5), pdfFile('Nimal').subarray(5)),
        },
        { name: 'binary.bin', content: chunks(random.subarray(0, 30_000), random.subarray(30_000)) },
      ],
      createWriteStream(file()),
    );
    expect(await zipEntries(file())).to.deep.equal([
      { name: '190001A_Amaya.pdf', bytes: pdfFile('Amaya') },
      { name: 'nested/190002B_Nimal.pdf', bytes: pdfFile('Nimal') },
      { name: 'binary.bin', bytes: random },
    ]);
  });

  it('stores already-compressed files (PDF, PNG, JPEG) as they are, and deflates the others', async () => {
    const text = Buffer.from('a line of text\n'.repeat(1_000));
    await writer.write(
      [
        { name: '190001A_Amaya.pdf', content: chunks(pdfFile('Amaya')) },
        { name: 'logo.PNG', content: chunks(text) },
        { name: 'picture.jpeg', content: chunks(text) },
        { name: 'notes.txt', content: chunks(text) },
      ],
      createWriteStream(file()),
    );
    const stored = 0;
    const deflated = 8;
    expect(await zipCompressionMethods(await readFile(file()))).to.deep.equal({
      '190001A_Amaya.pdf': stored,
      'logo.PNG': stored,
      'picture.jpeg': stored,
      'notes.txt': deflated,
    });
    expect((await zipEntries(file())).map((entry) => entry.bytes.length)).to.deep.equal([
      pdfFile('Amaya').length,
      text.length,
      text.length,
      text.length,
    ]);
  });

  it('takes entries from an async iterable, opening each one only after the previous is archived', async () => {
    const events: string[] = [];
    async function* content(name: string): AsyncIterable<Uint8Array> {
      events.push(`open ${name}`);
      yield* chunks(pdfFile(name));
      events.push(`close ${name}`);
    }
    async function* entries(): AsyncIterable<ArchiveEntry> {
      for (const name of ['a', 'b', 'c']) yield { name: `${name}.pdf`, content: content(name) };
    }
    await writer.write(entries(), createWriteStream(file()));
    expect(events).to.deep.equal(['open a', 'close a', 'open b', 'close b', 'open c', 'close c']);
    expect((await zipEntries(file())).map((entry) => entry.name)).to.deep.equal(['a.pdf', 'b.pdf', 'c.pdf']);
  });

  it('writes an empty zip when there are no entries', async () => {
    await writer.write([], createWriteStream(file()));
    expect(await zipEntries(file())).to.deep.equal([]);
  });

  it('resolves only once the output has been fully written', async () => {
    const out = createWriteStream(file());
    await writer.write([{ name: 'a.pdf', content: chunks(pdfFile('a')) }], out);
    expect(out.writableFinished).to.equal(true);
  });

  it('rejects when an entry fails midway, and destroys the unfinished output', async () => {
    async function* failing(): AsyncIterable<Uint8Array> {
      yield pdfFile('half');
      throw new Error('file vanished');
    }
    const out = new PassThrough();
    out.resume();
    try {
      await writer.write(
        [
          { name: 'ok.pdf', content: chunks(pdfFile('ok')) },
          { name: 'bad.pdf', content: failing() },
        ],
        out,
      );
      expect.fail('the write resolved');
    } catch (error) {
      expect((error as Error).message).to.equal('file vanished');
    }
    expect(out.destroyed).to.equal(true);
  });

  it('rejects when the list of entries fails', async () => {
    async function* entries(): AsyncIterable<ArchiveEntry> {
      yield { name: 'a.pdf', content: chunks(pdfFile('a')) };
      throw new Error('query failed');
    }
    const out = new PassThrough();
    out.resume();
    try {
      await writer.write(entries(), out);
      expect.fail('the write resolved');
    } catch (error) {
      expect((error as Error).message).to.equal('query failed');
    }
  });

  it('rejects when the output fails, and stops pulling entries', async () => {
    const out = new PassThrough();
    out.resume();
    let opened = 0;
    async function* endless(): AsyncIterable<ArchiveEntry> {
      for (;;) yield { name: `cv${++opened}.pdf`, content: chunks(pdfFile(String(opened))) };
    }
    setTimeout(() => out.destroy(new Error('client went away')), 20);
    try {
      await writer.write(endless(), out);
      expect.fail('the write resolved');
    } catch (error) {
      expect((error as Error).message).to.equal('client went away');
    }
    const openedAtFailure = opened;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opened).to.equal(openedAtFailure);
  });
});
