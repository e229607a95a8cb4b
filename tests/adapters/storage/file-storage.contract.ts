import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import type { FileStorage, StoredFile } from '../../../application/ports/file-storage.js';

export interface OpenedFileStorage {
  readonly storage: FileStorage;
  close(): Promise<void>;
}

export type OpenFileStorage = () => Promise<OpenedFileStorage>;

export const readAll = async (file: StoredFile): Promise<Uint8Array> => {
  const chunks: Uint8Array[] = [];
  for await (const chunk of file.content) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
};

export const fileStorageContract = (open: OpenFileStorage): void => {
  describe('FileStorage', () => {
    let opened: OpenedFileStorage | undefined;
    const storage = (): FileStorage => {
      if (opened === undefined) throw new Error('The storage is opened in a beforeEach hook');
      return opened.storage;
    };
    beforeEach(async () => {
      opened = await open();
    });
    afterEach(async () => {
      await opened?.close();
      opened = undefined;
    });

    const roundTrip = async (bytes: Uint8Array, contentType: string): Promise<void> => {
      const key = await storage().put(bytes, contentType);
      const file = await storage().get(key);

      expect(file, 'the stored file').to.not.equal(null);
      expect(file?.contentType).to.equal(contentType);
      expect(file?.size).to.equal(bytes.length);
      expect(await readAll(file as StoredFile)).to.deep.equal(bytes);
    };

    it('gives back exactly the stored bytes, their size and their content type', async () => {
      await roundTrip(new Uint8Array(Array.from({ length: 1024 }, (_, index) => index % 256)), 'application/pdf');
    });

    it('keeps a file of several chunks whole', async () => {
      await roundTrip(new Uint8Array(randomBytes(700 * 1024)), 'image/jpeg');
    });

    it('keeps an empty file', async () => {
      await roundTrip(new Uint8Array(0), 'image/png');
    });

    it('makes a new 24-hex key for every file, even for the same bytes', async () => {
      const bytes = new Uint8Array([1, 2, 3]);
      const first = await storage().put(bytes, 'image/png');
      const second = await storage().put(bytes, 'image/png');

      expect(first).to.match(/^[0-9a-f]{24}$/);
      expect(second).to.match(/^[0-9a-f]{24}$/);
      expect(first).to.not.equal(second);
    });

    it('answers null for a well-formed key it never made', async () => {
      expect(await storage().get('0123456789abcdef01234567')).to.equal(null);
    });

    it('answers null for a malformed key such as ../x, without looking it up', async () => {
      const key = await storage().put(new Uint8Array([1]), 'image/png');

      for (const malformed of [
        '../x',
        '',
        'x',
        key.toUpperCase(),
        `${key}.json`,
        `../${key}`,
        `${key}/..`,
        ` ${key}`,
      ]) {
        expect(await storage().get(malformed), malformed).to.equal(null);
      }
    });

    it('answers null once a file is deleted, and keeps the other files', async () => {
      const deleted = await storage().put(new Uint8Array([1]), 'image/png');
      const kept = await storage().put(new Uint8Array([2]), 'image/png');

      await storage().delete(deleted);

      expect(await storage().get(deleted)).to.equal(null);
      expect(await readAll((await storage().get(kept)) as StoredFile)).to.deep.equal(new Uint8Array([2]));
    });

    it('lists every file stored before a moment, none stored after it and none deleted', async () => {
      const kept = await storage().put(new Uint8Array([1]), 'image/png');
      const deleted = await storage().put(new Uint8Array([2]), 'application/pdf');
      await storage().delete(deleted);
      const later = new Date(Date.now() + 60_000);

      expect(await storage().list(later)).to.deep.equal([kept]);
      expect(await storage().list(new Date(0))).to.deep.equal([]);
    });

    it('finds nothing unfinished once every write has finished, and keeps the files', async () => {
      const key = await storage().put(new Uint8Array([1, 2]), 'image/png');

      expect(await storage().removeUnfinished(new Date(Date.now() + 60_000))).to.equal(0);
      expect(await readAll((await storage().get(key)) as StoredFile)).to.deep.equal(new Uint8Array([1, 2]));
    });

    it('deletes an unknown, an already deleted or a malformed key without complaint', async () => {
      const key = await storage().put(new Uint8Array([1]), 'image/png');
      await storage().delete(key);

      await storage().delete(key);
      await storage().delete('0123456789abcdef01234567');
      await storage().delete('../x');
    });
  });
};
