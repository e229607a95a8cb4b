import { expect } from 'chai';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Binary, MongoClient, ObjectId } from 'mongodb';
import { FilesystemFileStorage } from '../../../adapters/storage/filesystem-file-storage.js';
import { GridFsFileStorage } from '../../../adapters/storage/gridfs-file-storage.js';
import { useMongoServer } from '../persistence/mongo-server.js';
import { freshDirectoryIn, useTemporaryDirectory } from '../persistence/temporary-directory.js';
import { fileStorageContract, readAll } from './file-storage.contract.js';

describe('FilesystemFileStorage', () => {
  const temporary = useTemporaryDirectory('career-fair-files-');

  fileStorageContract(async () => ({
    storage: await FilesystemFileStorage.open(await freshDirectoryIn(temporary())),
    close: async () => {},
  }));

  it('creates its directory when it does not exist yet', async () => {
    const directory = join(await freshDirectoryIn(temporary()), 'data', 'files');
    const storage = await FilesystemFileStorage.open(directory);

    const key = await storage.put(new Uint8Array([1]), 'image/png');
    expect(await readdir(directory)).to.include(key);
  });

  it('leaves only the file and its metadata in the directory after a put, no temporary file', async () => {
    const directory = await freshDirectoryIn(temporary());
    const storage = await FilesystemFileStorage.open(directory);

    const key = await storage.put(new Uint8Array([1, 2, 3]), 'application/pdf');
    expect((await readdir(directory)).sort()).to.deep.equal([key, `${key}.json`]);
  });

  it('stores every one of many files put at once whole, with its own key, and nothing temporary left', async () => {
    const directory = await freshDirectoryIn(temporary());
    const storage = await FilesystemFileStorage.open(directory);
    const contents = Array.from({ length: 40 }, (_, i) => new Uint8Array([i, i + 1, i + 2]));

    const keys = await Promise.all(contents.map((bytes) => storage.put(bytes, 'application/pdf')));
    expect(new Set(keys).size).to.equal(40);
    expect((await readdir(directory)).sort()).to.deep.equal(keys.flatMap((key) => [key, `${key}.json`]).sort());
    for (const [i, key] of keys.entries()) {
      expect(await readAll((await storage.get(key))!)).to.deep.equal(contents[i]);
    }
  });

  it('removes the file and its metadata from the directory on delete', async () => {
    const directory = await freshDirectoryIn(temporary());
    const storage = await FilesystemFileStorage.open(directory);
    const key = await storage.put(new Uint8Array([1, 2, 3]), 'application/pdf');

    await storage.delete(key);
    expect(await readdir(directory)).to.deep.equal([]);
  });

  it('does not follow a key out of its directory to a file stored beside it', async () => {
    const parent = await freshDirectoryIn(temporary());
    await writeFile(join(parent, 'x'), 'outside');
    await writeFile(join(parent, 'x.json'), JSON.stringify({ contentType: 'text/plain' }));
    const storage = await FilesystemFileStorage.open(join(parent, 'files'));

    expect(await storage.get('../x')).to.equal(null);
    await storage.delete('../x');
    expect((await readdir(parent)).sort()).to.deep.equal(['files', 'x', 'x.json']);
  });

  it('answers null for a file whose metadata was never written', async () => {
    const directory = await freshDirectoryIn(temporary());
    const storage = await FilesystemFileStorage.open(directory);
    const key = await storage.put(new Uint8Array([1]), 'image/png');
    const orphan = '0123456789abcdef01234567';
    await mkdir(directory, { recursive: true });
    await writeFile(join(directory, orphan), 'half-stored');

    expect(await storage.get(orphan)).to.equal(null);
    expect(await storage.get(key)).to.not.equal(null);
  });

  it('removes the leftovers of writes and deletes cut short, and nothing else', async () => {
    const directory = await freshDirectoryIn(temporary());
    const storage = await FilesystemFileStorage.open(directory);
    const key = await storage.put(new Uint8Array([1]), 'image/png');
    await writeFile(join(directory, '.0123456789abcdef.tmp'), 'a write cut short before its rename');
    await writeFile(join(directory, '0123456789abcdef01234567'), 'content whose metadata was never written');
    await writeFile(join(directory, 'abcdefabcdefabcdefabcdef.json'), JSON.stringify({ contentType: 'image/png' }));
    await writeFile(join(directory, 'notes.txt'), "not the storage's to judge");

    expect(await storage.removeUnfinished(new Date(Date.now() + 60_000))).to.equal(3);
    expect((await readdir(directory)).sort()).to.deep.equal([key, `${key}.json`, 'notes.txt'].sort());
  });

  it('leaves leftovers newer than the moment it is given, as a write under way would be', async () => {
    const directory = await freshDirectoryIn(temporary());
    const storage = await FilesystemFileStorage.open(directory);
    await writeFile(join(directory, '.0123456789abcdef.tmp'), 'a write under way');

    expect(await storage.removeUnfinished(new Date(Date.now() - 60_000))).to.equal(0);
    expect(await readdir(directory)).to.deep.equal(['.0123456789abcdef.tmp']);
  });

  it('finds the files again when the directory is opened anew', async () => {
    const directory = await freshDirectoryIn(temporary());
    const key = await (await FilesystemFileStorage.open(directory)).put(new Uint8Array([7, 8, 9]), 'image/jpeg');

    const file = await (await FilesystemFileStorage.open(directory)).get(key);
    expect(file?.contentType).to.equal('image/jpeg');
    expect(await readAll(file!)).to.deep.equal(new Uint8Array([7, 8, 9]));
  });
});

describe('GridFsFileStorage', () => {
  const mongo = useMongoServer('GridFS contract run');

  fileStorageContract(async () => {
    const client = await MongoClient.connect(mongo().uri);
    return {
      storage: new GridFsFileStorage(client.db(mongo().newDatabaseName())),
      close: () => client.close(),
    };
  });

  it('removes the chunks of an upload that never got its files document, and keeps whole files', async () => {
    const client = await MongoClient.connect(mongo().uri);
    try {
      const db = client.db(mongo().newDatabaseName());
      const storage = new GridFsFileStorage(db);
      const key = await storage.put(new Uint8Array([1, 2, 3]), 'image/png');
      const cutShort = ObjectId.createFromTime(Math.floor(Date.now() / 1000) - 3600);
      await db.collection('files.chunks').insertOne({ files_id: cutShort, n: 0, data: new Binary(Buffer.from([9])) });

      expect(await storage.removeUnfinished(new Date())).to.equal(1);
      expect(await db.collection('files.chunks').countDocuments({ files_id: cutShort })).to.equal(0);
      expect(await readAll((await storage.get(key))!)).to.deep.equal(new Uint8Array([1, 2, 3]));
    } finally {
      await client.close();
    }
  });

  it('keeps the content type in the GridFS file metadata', async () => {
    const client = await MongoClient.connect(mongo().uri);
    try {
      const db = client.db(mongo().newDatabaseName());
      const key = await new GridFsFileStorage(db).put(new Uint8Array([1]), 'image/png');

      const stored = await db.collection('files.files').findOne({});
      expect(stored?.['_id'].toHexString()).to.equal(key);
      expect(stored?.['metadata']).to.deep.equal({ contentType: 'image/png' });
    } finally {
      await client.close();
    }
  });
});
