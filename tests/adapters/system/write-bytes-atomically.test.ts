import { expect } from 'chai';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeBytesAtomically } from '../../../adapters/system/write-bytes-atomically.js';

describe('writeBytesAtomically', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atomic-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes the whole file, readable by its owner only, and leaves nothing else', async () => {
    const target = join(dir, 'file.bin');
    await writeBytesAtomically(target, Buffer.from('all of it'));
    expect(await readFile(target, 'utf8')).to.equal('all of it');
    expect((await stat(target)).mode & 0o777).to.equal(0o600);
    expect(await readdir(dir)).to.deep.equal(['file.bin']);
  });

  it('replaces an existing file whole', async () => {
    const target = join(dir, 'file.bin');
    await writeFile(target, 'old');
    await writeBytesAtomically(target, Buffer.from('new'));
    expect(await readFile(target, 'utf8')).to.equal('new');
  });

  it('leaves no temporary file when the write cannot be put in place', async () => {
    const target = join(dir, 'taken');
    await mkdir(target);
    await writeFile(join(target, 'inside'), 'x');
    let failure: unknown = null;
    await writeBytesAtomically(target, Buffer.from('bytes')).catch((error: unknown) => {
      failure = error;
    });
    expect(failure).to.be.instanceOf(Error);
    expect(await readdir(dir)).to.deep.equal(['taken']);
  });
});
