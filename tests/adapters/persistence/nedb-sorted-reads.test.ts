import { expect } from 'chai';
import nedb from '@seald-io/nedb';
import type { DocumentCollection, Filter, Sort, StoredDocument } from '../../../adapters/persistence/collection.js';
import { NedbDatabase } from '../../../adapters/persistence/nedb-database.js';

const Datastore = nedb as unknown as typeof nedb.default;

interface Row extends StoredDocument {
  readonly group: string;
  readonly rank?: number | string | boolean | Date | null;
  readonly at: Date;
  readonly tags?: readonly string[];
}

/** Values of every kind nedb orders, many alike, some missing: the ties and kinds a page must cut through. */
const rankOf = (i: number): Row['rank'] | undefined =>
  [null, undefined, i % 11, `r${i % 13}`, i % 2 === 0, new Date(Date.UTC(2026, 2, 10, i % 5))][i % 6];

const rows: Row[] = Array.from({ length: 3_000 }, (_, i) => {
  const rank = rankOf(i);
  return {
    _id: ((i * 7919) % 3_000).toString(16).padStart(24, '0'),
    group: ['a', 'b', 'c'][i % 3]!,
    ...(rank === undefined ? {} : { rank }),
    at: new Date(Date.UTC(2026, 2, 10, 4, i % 17)),
    ...(i % 4 === 0
      ? { tags: [`t${i % 3}`, `t${i % 5}`] }
      : i % 4 === 1
        ? { tags: `t${i % 3}` as unknown as string[] }
        : {}),
  };
});

describe("The embedded store's sorted reads", () => {
  let database: NedbDatabase;
  let collection: DocumentCollection<Row>;
  // nedb's own cursor over the same documents: what every sorted read must answer.
  const reference = new Datastore({ inMemoryOnly: true });

  before(async () => {
    database = new NedbDatabase(null);
    collection = await database.collection<Row>({
      name: 'rows',
      // The index over two fields is never read along; only counted from.
      indexes: [{ fields: ['rank'] }, { fields: ['group'] }, { fields: ['at'] }, { fields: ['group', 'rank'] }],
    });
    await collection.insertMany(rows);
    await reference.loadDatabaseAsync();
    for (const fieldName of ['rank', 'group', 'at']) await reference.ensureIndexAsync({ fieldName });
    await reference.insertAsync(rows.map((row) => ({ ...row })));
  });

  after(async () => {
    await database.close();
  });

  const sorts: Sort[] = [
    { rank: 1, at: 1, _id: 1 },
    { rank: -1, at: 1, _id: 1 },
    { at: -1, _id: -1 },
    { group: 1, rank: -1, _id: 1 },
  ];
  // Documents an order without `_id` leaves tied come as nedb's candidates do: by id when no index
  // narrows them, else as the narrowing index lists them, which only a sort of those candidates keeps.
  const withPartial = [...sorts, { rank: 1 } satisfies Sort];
  const filters: [string, Filter, readonly Sort[]][] = [
    ['everything', {}, withPartial],
    ['one group of 1,000, narrowed by its index', { group: 'a' }, withPartial],
    [
      'every group, more than an index narrows to before the order is read along',
      { group: { $in: ['a', 'b', 'c'] } },
      sorts,
    ],
    ['a condition on the ordered field itself', { rank: { $ne: null } }, withPartial],
    [
      'a range of the next field',
      { at: { $gt: new Date(Date.UTC(2026, 2, 10, 4, 3)), $lte: new Date(Date.UTC(2026, 2, 10, 4, 9)) } },
      withPartial,
    ],
    ['a pattern, tested on each document read along', { group: { $regex: /^[AB]$/i } }, sorts],
    ['a value held in a list or alone', { tags: 't1' }, sorts],
    ['a value, a pattern and a list together', { group: 'c', tags: { $regex: /t[12]/ }, rank: { $ne: null } }, sorts],
  ];

  for (const [name, filter, orders] of filters) {
    it(`answers the pages nedb's cursor answers, first to past the last, for ${name}`, async () => {
      for (const sort of orders) {
        for (const [skip, limit] of [
          [0, 25],
          [1_490, 25],
          [2_990, 25],
          [3_000, 25],
          [40, 0],
        ] as const) {
          const expected = await reference.findAsync(filter).sort(sort).skip(skip).limit(limit);
          const found = await collection.find(filter, { sort, skip, limit });
          expect(found, `${JSON.stringify(sort)} from ${skip}`).to.deep.equal(expected);
        }
      }
    });
  }

  it('counts everything, one value of an indexed field, and more conditions, as nedb matches them', async () => {
    for (const filter of [
      {},
      { group: 'b' },
      { rank: null },
      { rank: 3 },
      { rank: { $ne: null } },
      { group: 'a', rank: null },
      { group: { $in: ['a', 'b'] }, rank: 3 },
      { group: 'c', rank: { $ne: null } },
      // Counted from the keys of the index over group and rank: no index over one field narrows these.
      { group: { $ne: 'a' } },
      { group: { $regex: /[bc]/ }, rank: { $ne: null } },
      { rank: { $exists: false } },
      { group: { $ne: 'b' }, rank: new Date(Date.UTC(2026, 2, 10, 2)) },
    ] as Filter[]) {
      expect(await collection.count(filter), JSON.stringify(filter)).to.equal(await reference.countAsync(filter));
    }
  });

  it("answers unsorted reads as nedb's cursor does: the same documents in the same order, from a skip to a limit", async () => {
    const ids = rows.filter((_, i) => i % 3 === 1).map((row) => row._id);
    for (const filter of [
      {},
      { _id: { $in: ids } },
      { _id: { $in: ids }, group: 'b' },
      { group: { $in: ['a', 'c'] }, rank: { $in: [1, 2, 'r3', true, null] } },
      { tags: { $in: ['t1', 't4'] } },
      { rank: { $in: [new Date(Date.UTC(2026, 2, 10, 3))] } },
      { at: { $gt: new Date(Date.UTC(2026, 2, 10, 4, 3)), $lte: new Date(Date.UTC(2026, 2, 10, 4, 9)) }, group: 'c' },
    ] as Filter[]) {
      for (const [skip, limit] of [
        [0, 0],
        [10, 25],
        [990, 0],
      ] as const) {
        const expected = await reference.findAsync(filter).skip(skip).limit(limit);
        expect(await collection.find(filter, { skip, limit }), JSON.stringify(filter)).to.deep.equal(expected);
      }
    }
  });

  it('answers the ids of the documents any of the filters matches, each once', async () => {
    const cases: Filter[][] = [
      [{ group: 'a' }],
      [{ tags: 't2' }],
      [{ rank: { $regex: /^r1/ } }, { group: 'b' }, { tags: { $regex: /t4/ } }],
      [{ rank: 3 }, { rank: 3 }],
      [{ group: 'z' }],
      [],
    ];
    for (const filters of cases) {
      const expected = new Set<string>();
      for (const filter of filters) for (const row of await reference.findAsync(filter)) expected.add(row._id);
      const found = await collection.idsOfAny(filters);
      expect([...found].sort(), JSON.stringify(filters)).to.deep.equal([...expected].sort());
    }
  });

  it('answers copies: changing a document read changes nothing stored', async () => {
    const [first] = await collection.find({}, { sort: { at: 1, _id: 1 }, limit: 1 });
    (first as { group: string }).group = 'changed';
    expect((await collection.find({}, { sort: { at: 1, _id: 1 }, limit: 1 }))[0]?.group).to.not.equal('changed');
  });
});
