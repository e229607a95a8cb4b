import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  CollectionSpec,
  DocumentCollection,
  DocumentDatabase,
  Filter,
  StoredDocument,
} from '../../../adapters/persistence/collection.js';
import { NedbDatabase } from '../../../adapters/persistence/nedb-database.js';
import { inMemoryRateLimiters } from '../../../adapters/persistence/rate-limiters.js';
import { inMemorySpentChallenges } from '../../../adapters/persistence/spent-challenges.js';
import { openRepositories } from '../../../adapters/persistence/repositories.js';
import { IN_PROCESS_FEED_HEALTH, type Store } from '../../../adapters/persistence/store.js';
import { InProcessEventFeed } from '../../../adapters/events/in-process-event-feed.js';
import { FilesystemFileStorage } from '../../../adapters/storage/filesystem-file-storage.js';
import { adminRepositoryContract } from './admins.contract.js';
import { assessmentRepositoryContract } from './assessments.contract.js';
import { auditRepositoryContract } from './audit.contract.js';
import { checkInCodeRepositoryContract } from './check-in-codes.contract.js';
import { companyRepositoryContract } from './companies.contract.js';
import { coordinatorRepositoryContract } from './coordinators.contract.js';
import { fairSettingsContract } from './fair-settings.contract.js';
import { interviewRepositoryContract } from './interviews.contract.js';
import { messageRepositoryContract } from './messages.contract.js';
import { notificationRepositoryContract } from './notifications.contract.js';
import { panelRepositoryContract } from './panels.contract.js';
import { pushSubscriptionRepositoryContract } from './push-subscriptions.contract.js';
import { recruiterRepositoryContract } from './recruiters.contract.js';
import { oneTimeSecretRepositoryContract } from './secrets.contract.js';
import { sequenceRepositoryContract } from './sequences.contract.js';
import { studentRepositoryContract } from './students.contract.js';

/**
 * Refuses any query on a field that none of the collection's declared indexes covers. A query by
 * `_id` finds at most one document through the `_id` index, whatever else it asks of it.
 */
const requireIndexes = <D extends StoredDocument>(
  spec: CollectionSpec,
  collection: DocumentCollection<D>,
): DocumentCollection<D> => {
  const indexed = new Set(['_id', ...spec.indexes.flatMap((index) => index.fields)]);
  const check = (filter: Filter) => {
    if (typeof filter._id === 'string') return;
    const unindexed = Object.keys(filter).filter((field) => !indexed.has(field));
    if (unindexed.length > 0) {
      throw new Error(`${spec.name} is queried on ${unindexed.join(', ')}, which no declared index covers`);
    }
  };
  return {
    find: (filter, options) => (check(filter), collection.find(filter, options)),
    findFields: (filter, fields, options) => (check(filter), collection.findFields(filter, fields, options)),
    findOne: (filter) => (check(filter), collection.findOne(filter)),
    idsOfAny: (filters) => (filters.forEach(check), collection.idsOfAny(filters)),
    count: (filter) => (check(filter), collection.count(filter)),
    insert: (document) => collection.insert(document),
    insertMany: (documents) => collection.insertMany(documents),
    insertEach: (documents) => collection.insertEach(documents),
    replace: (document) => collection.replace(document),
    upsert: (document) => collection.upsert(document),
    set: (filter, fields) => (check(filter), collection.set(filter, fields)),
    increment: (filter, field, by, options) => (check(filter), collection.increment(filter, field, by, options)),
    updateOne: (filter, changes, returning) => (check(filter), collection.updateOne(filter, changes, returning)),
    countEach: (field, values) => (check({ [field]: null }), collection.countEach(field, values)),
    delete: (filter) => (check(filter), collection.delete(filter)),
  };
};

const indexCheckingStore = async (): Promise<Store> => {
  const database = new NedbDatabase(null);
  const checking: DocumentDatabase = {
    collection: async <D extends StoredDocument>(spec: CollectionSpec) =>
      requireIndexes(spec, await database.collection<D>(spec)),
    ping: () => database.ping(),
  };
  const filesDir = await mkdtemp(join(tmpdir(), 'career-fair-indexes-'));
  return {
    ...(await openRepositories(checking)),
    files: await FilesystemFileStorage.open(filesDir),
    events: new InProcessEventFeed(),
    rateLimiters: inMemoryRateLimiters(),
    spentChallenges: inMemorySpentChallenges(),
    ping: () => checking.ping(),
    feedHealth: () => IN_PROCESS_FEED_HEALTH,
    close: async () => {
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
};

describe('Every query the repositories make has an index (both stores declare the same indexes)', () => {
  adminRepositoryContract(indexCheckingStore);
  studentRepositoryContract(indexCheckingStore);
  companyRepositoryContract(indexCheckingStore);
  coordinatorRepositoryContract(indexCheckingStore);
  recruiterRepositoryContract(indexCheckingStore);
  panelRepositoryContract(indexCheckingStore);
  interviewRepositoryContract(indexCheckingStore);
  sequenceRepositoryContract(indexCheckingStore);
  oneTimeSecretRepositoryContract(indexCheckingStore);
  checkInCodeRepositoryContract(indexCheckingStore);
  notificationRepositoryContract(indexCheckingStore);
  messageRepositoryContract(indexCheckingStore);
  fairSettingsContract(indexCheckingStore);
  auditRepositoryContract(indexCheckingStore);
  assessmentRepositoryContract(indexCheckingStore);
  pushSubscriptionRepositoryContract(indexCheckingStore);
});
