import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { expect } from 'chai';
import yauzl from 'yauzl';
import { ArchiverArchiveWriter } from '../../../adapters/documents/archiver-archive-writer.js';
import type { ArchiveEntry } from '../../../application/ports/documents.js';

/** Every entry of a zip file, in order, with its bytes. */
async function readZip(file: string): Promise<Array<{ name: string; bytes: Buffer }>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const entries: Array<{ name: string; bytes: Buffer }> = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.push({ name: entry.fileName, bytes: Buffer.concat(chunks) });
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return entries;
}

async function* chunks(...parts: Uint8Array[]): AsyncIterable<Uint8Array> {
  for (const part of parts) {
    await new Promise((resolve) => setImmediate(resolve));
    yield part;
  }
}

const pdf = (label: string): Buffer => Buffer.from(`%PDF-1.4\n% ${label}\n%%EOF\n`);

describe('ArchiverArchiveWriter', () => {
  const writer = new ArchiverArchiveWriter();
  let dir: string;
  let file: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'zip-'));
    file = join(dir, 'cvs.zip');
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a zip whose entries have the given names and bytes, in order', async () => {
    const random = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256));
    await writer.write(
      [
        { name: '190001A_Amaya.pdf', content: chunks(pdf('Amaya')) },
        { name: 'nested/190002B_Nimal.pdf', content: chunks(pdf('Nimal').subarray(0, 5), pdf('Nimal').subarray(5)) },
        { name: 'binary.bin', content: chunks(random.subarray(0, 30_000), random.subarray(30_000)) },
      ],
      createWriteStream(file),
    );
    expect(await readZip(file)).to.deep.equal([
      { name: '190001A_Amaya.pdf', bytes: pdf('Amaya') },
      { name: 'nested/190002B_Nimal.pdf', bytes: pdf('Nimal') },
      { name: 'binary.bin', bytes: random },
    ]);
  });

  it('takes entries from an async iterable, opening each one only after the previous is archived', async () => {
    const events: string[] = [];
    async function* content(name: string): AsyncIterable<Uint8Array> {
      events.push(`open ${name}`);
      yield* chunks(pdf(name));
      events.push(`close ${name}`);
    }
    async function* entries(): AsyncIterable<ArchiveEntry> {
      for (const name of ['a', 'b', 'c']) yield { name: `${name}.pdf`, content: content(name) };
    }
    await writer.write(entries(), createWriteStream(file));
    expect(events).to.deep.equal(['open a', 'close a', 'open b', 'close b', 'open c', 'close c']);
    expect((await readZip(file)).map((entry) => entry.name)).to.deep.equal(['a.pdf', 'b.pdf', 'c.pdf']);
  });

  it('writes an empty zip when there are no entries', async () => {
    await writer.write([], createWriteStream(file));
    expect(await readZip(file)).to.deep.equal([]);
  });

  it('resolves only once the output has been fully written', async () => {
    const out = createWriteStream(file);
    await writer.write([{ name: 'a.pdf', content: chunks(pdf('a')) }], out);
    expect(out.writableFinished).to.equal(true);
  });

  it('rejects when an entry fails midway, and destroys the unfinished output', async () => {
    async function* failing(): AsyncIterable<Uint8Array> {
      yield pdf('half');
      throw new Error('file vanished');
    }
    const out = new PassThrough();
    out.resume();
    try {
      await writer.write([{ name: 'ok.pdf', content: chunks(pdf('ok')) }, { name: 'bad.pdf', content: failing() }], out);
      expect.fail('the write resolved');
    } catch (error) {
      expect((error as Error).message).to.equal('file vanished');
    }
    expect(out.destroyed).to.equal(true);
  });

  it('rejects when the list of entries fails', async () => {
    async function* entries(): AsyncIterable<ArchiveEntry> {
      yield { name: 'a.pdf', content: chunks(pdf('a')) };
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
      for (;;) yield { name: `cv${++opened}.pdf`, content: chunks(pdf(String(opened))) };
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
