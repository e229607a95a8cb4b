import { expect } from 'chai';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { acceptLogo } from '../../../application/companies/company-logo.js';
import { conflict } from '../../../application/errors.js';
import { discardFile, replaceStoredFile, storedFile, storeThenWrite } from '../../../application/files/stored-files.js';
import type { FileStorage, StoredFile } from '../../../application/ports/file-storage.js';
import { fails, succeeds } from '../../support/fair-operations-store.js';

/** Files in a map; `failDelete` makes every delete throw. */
class MapStorage implements FileStorage {
  readonly files = new Map<string, Uint8Array>();
  failDelete = false;
  private next = 0;

  async put(bytes: Uint8Array): Promise<string> {
    const key = `file-${++this.next}`;
    this.files.set(key, bytes);
    return key;
  }

  async get(key: string): Promise<StoredFile | null> {
    const bytes = this.files.get(key);
    if (bytes === undefined) return null;
    return {
      contentType: 'application/pdf',
      size: bytes.length,
      content: (async function* () {
        yield bytes;
      })(),
    };
  }

  async delete(key: string): Promise<void> {
    if (this.failDelete) throw new Error('disk says no');
    this.files.delete(key);
  }

  async list(): Promise<readonly string[]> {
    return [...this.files.keys()];
  }

  async removeUnfinished(): Promise<number> {
    return 0;
  }
}

const pdf = { bytes: new TextEncoder().encode('%PDF-1.4'), contentType: 'application/pdf' };

describe('files behind records', () => {
  it('storedFile: no key and a key whose file is gone are both NotFound with the given message', async () => {
    const storage = new MapStorage();
    expect(await fails(storedFile(storage, null, 'No file'))).to.deep.equal({ kind: 'NotFound', message: 'No file' });
    expect(await fails(storedFile(storage, 'file-9', 'No file'))).to.deep.equal({
      kind: 'NotFound',
      message: 'No file',
    });
    const key = await storage.put(pdf.bytes);
    expect((await succeeds(storedFile(storage, key, 'No file'))).size).to.equal(pdf.bytes.length);
  });

  it('discardFile never fails, even when the storage cannot delete', async () => {
    const storage = new MapStorage();
    const key = await storage.put(pdf.bytes);
    storage.failDelete = true;
    await succeeds(discardFile(storage, key));
    await succeeds(discardFile(storage, null));
  });

  it('storeThenWrite removes the new file again when the write is refused', async () => {
    const storage = new MapStorage();
    const error = await fails(storeThenWrite(storage, pdf, () => TE.left(conflict('taken'))));
    expect(error).to.deep.equal({ kind: 'Conflict', message: 'taken' });
    expect(storage.files.size).to.equal(0);
  });

  it('replaceStoredFile removes the old file only after the record points at the new one', async () => {
    const storage = new MapStorage();
    const old = await storage.put(pdf.bytes);
    let pointedAt = old;
    const key = await succeeds(
      replaceStoredFile(
        storage,
        pdf,
        async (newKey) => {
          expect(storage.files.has(old)).to.equal(true);
          pointedAt = newKey;
          return { previous: old };
        },
        conflict('gone'),
      ),
    );
    expect(pointedAt).to.equal(key);
    expect([...storage.files.keys()]).to.deep.equal([key]);
  });

  it('replaceStoredFile keeps the old file and drops the new one when the record is gone or the write throws', async () => {
    const storage = new MapStorage();
    const old = await storage.put(pdf.bytes);
    expect(await fails(replaceStoredFile(storage, pdf, async () => null, conflict('gone')))).to.deep.equal({
      kind: 'Conflict',
      message: 'gone',
    });
    const thrown = await fails(
      replaceStoredFile(
        storage,
        pdf,
        async () => {
          throw new Error('store down');
        },
        conflict('gone'),
      ),
    );
    expect(thrown.kind).to.equal('Unexpected');
    expect([...storage.files.keys()]).to.deep.equal([old]);
  });

  it('acceptLogo takes no upload as "keep the logo", and checks size and type by the bytes otherwise', async () => {
    expect(await succeeds(acceptLogo(null))).to.equal(null);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    expect((await succeeds(acceptLogo({ bytes: png })))?.contentType).to.equal('image/png');
    expect(await fails(acceptLogo({ bytes: pdf.bytes }))).to.deep.equal({
      kind: 'UnsupportedMediaType',
      message: 'Image must be a PNG or JPEG file',
    });
    const huge = new Uint8Array(2 * 1024 * 1024 + 1);
    huge.set(png);
    expect(await fails(acceptLogo({ bytes: huge }))).to.deep.equal({
      kind: 'PayloadTooLarge',
      message: 'Logo must be at most 2 MB',
    });
    expect((await fails(acceptLogo({ bytes: new Uint8Array() }))).kind).to.equal('Validation');
  });
});
