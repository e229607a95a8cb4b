import { expect } from 'chai';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CollectionSpec, StoredDocument } from '../../../adapters/persistence/collection.js';
import { openEmbeddedStore } from '../../../adapters/persistence/embedded-store.js';
import { NedbDatabase } from '../../../adapters/persistence/nedb-database.js';
import { openMongoStore } from '../../../adapters/persistence/mongo-store.js';
import { MongoDatabase } from '../../../adapters/persistence/mongo-database.js';
import { MongoClient } from 'mongodb';
import { aSelection, aSelectionEntry, aStudent, anAdmin, aOneTimeSecret } from '../../support/builders.js';
import { legacyCompanyContract } from './companies.contract.js';
import { expectUniqueViolation, type OpenStore } from './fresh-store.js';
import { openMigratedMongoStore, useMongoServer } from './mongo-server.js';
import { rateLimitBudgetContract, type OpenServersOnOneStore } from './rate-limits.contract.js';
import { spentChallengesContract } from './spent-challenges.contract.js';
import { storePingContract } from './ping.contract.js';
import { repositoryContracts } from './repository-contracts.js';
import { freshDirectoryIn, useTemporaryDirectory } from './temporary-directory.js';

const persistenceContracts = (open: OpenStore): void => {
  repositoryContracts(open);
  storePingContract(open);
};

describe('Embedded store in memory', () => {
  persistenceContracts(() => openEmbeddedStore({ dataDir: null }));
  // One process owns an embedded store: its only app server is itself.
  const oneServer: OpenServersOnOneStore = async () => {
    const store = await openEmbeddedStore({ dataDir: null });
    let closed: Promise<void> | undefined;
    const once = { ...store, close: () => (closed ??= store.close()) };
    return [once, once];
  };
  rateLimitBudgetContract(oneServer);
  spentChallengesContract(oneServer);
});

describe('Embedded store in files', () => {
  const temporary = useTemporaryDirectory('career-fair-store-');

  persistenceContracts(async () => openEmbeddedStore({ dataDir: await freshDirectoryIn(temporary()) }));
  legacyCompanyContract(async (collection, documents) => {
    const dataDir = await freshDirectoryIn(temporary());
    await mkdir(join(dataDir, 'db'));
    const database = new NedbDatabase(join(dataDir, 'db'));
    await (await database.collection({ name: collection, indexes: [] })).insertMany(documents as StoredDocument[]);
    await database.close();
    return openEmbeddedStore({ dataDir });
  });

  it('keeps records, counters, secrets, files and unique indexes through close and reopen', async () => {
    const dataDir = await freshDirectoryIn(temporary());
    const admin = anAdmin();
    const student = aStudent({ selection: aSelection([aSelectionEntry()]) });
    const secret = aOneTimeSecret();
    const bytes = new Uint8Array([37, 80, 68, 70, 45, 0, 255]);

    const first = await openEmbeddedStore({ dataDir });
    await first.admins.add(admin);
    await first.students.add(student);
    await first.secrets.put(secret);
    await first.sequences.next('queue');
    const key = await first.files.put(bytes, 'application/pdf');
    await first.close();

    const reopened = await openEmbeddedStore({ dataDir });
    try {
      expect(await reopened.admins.findById(admin.id)).to.deep.equal(admin);
      expect(await reopened.students.findById(student.id)).to.deep.equal(student);
      expect(await reopened.secrets.find(secret.purpose, secret.subjectId)).to.deep.equal(secret);
      expect(await reopened.sequences.next('queue')).to.equal(2);
      const file = await reopened.files.get(key);
      expect(file?.contentType).to.equal('application/pdf');
      const chunks: Uint8Array[] = [];
      for await (const chunk of file?.content ?? []) chunks.push(chunk);
      expect(new Uint8Array(Buffer.concat(chunks))).to.deep.equal(bytes);
      await expectUniqueViolation(reopened.admins.add(anAdmin({ email: admin.email })), 'email');
    } finally {
      await reopened.close();
    }
  });

  it('removes on opening an index an earlier version declared and this one retired', async () => {
    const directory = await freshDirectoryIn(temporary());
    const file = join(directory, 'audit.db');
    const openAudit = async (spec: CollectionSpec) => {
      const database = new NedbDatabase(directory);
      await (await database.collection(spec)).insert({ _id: `entry-${spec.indexes.length}` });
      await database.close();
      return readFile(file, 'utf8');
    };

    const before = await openAudit({ name: 'audit', indexes: [{ fields: ['searchText', 'at'] }] });
    const after = await openAudit({ name: 'audit', indexes: [], retired: [['searchText', 'at']] });

    expect(before).to.include('"fieldName":"at,searchText"');
    expect(after).to.not.include('"fieldName":"at,searchText"');
  });

  it('keeps its database under db/ and its files under files/', async () => {
    const dataDir = await freshDirectoryIn(temporary());
    const store = await openEmbeddedStore({ dataDir });
    const key = await store.files.put(new Uint8Array([1]), 'image/png');
    await store.close();

    expect((await readdir(dataDir)).sort()).to.deep.equal(['db', 'files']);
    expect(await readdir(join(dataDir, 'db'))).to.include('admins.db');
    expect(await readdir(join(dataDir, 'files'))).to.include(key);
  });
});

describe('MongoDB store', () => {
  const mongo = useMongoServer('MongoDB contract run');

  persistenceContracts(() => openMigratedMongoStore(mongo().uri, mongo().newDatabaseName()));
  legacyCompanyContract(async (collection, documents) => {
    const databaseName = mongo().newDatabaseName();
    const client = await MongoClient.connect(mongo().uri);
    try {
      const database = new MongoDatabase(client.db(databaseName));
      await (await database.collection({ name: collection, indexes: [] })).insertMany(documents as StoredDocument[]);
    } finally {
      await client.close();
    }
    return openMigratedMongoStore(mongo().uri, databaseName);
  });
  const twoServers: OpenServersOnOneStore = async () => {
    const databaseName = mongo().newDatabaseName();
    return [
      await openMigratedMongoStore(mongo().uri, databaseName),
      await openMongoStore(mongo().uri, { databaseName }),
    ];
  };
  rateLimitBudgetContract(twoServers);
  spentChallengesContract(twoServers);
});
