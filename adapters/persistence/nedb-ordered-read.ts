/*
 * How the embedded gateway reads a sorted page without sorting every document that matches: along
 * the index of the order's first field, key after key, stopping once the page is full. nedb's own
 * cursor sorts all the matching documents and compares them through dot paths on every comparison;
 * this reads the same documents in the same order (nedb's comparison of values, ties put in order
 * by the order's other fields) and copies only the page.
 */
import { createRequire } from 'node:module';
import type { Filter, Scalar, Sort } from './collection.js';

/** The part of nedb's document model used here: its matching, its comparison of values, its copies. */
interface NedbModel {
  match(document: object, query: Filter): boolean;
  getDotValue(document: object, field: string): unknown;
  compareThings(a: unknown, b: unknown): number;
  deepCopy<T>(document: T): T;
}

// The package is CommonJS and declares no types for its model, which its datastore uses for every query.
export const nedbModel = createRequire(import.meta.url)('@seald-io/nedb/lib/model.js') as NedbModel;

/** A node of an nedb index's tree: one key, the documents stored under it. */
interface IndexNode {
  readonly key?: unknown;
  /** Of the tree below it, this node included (nedb's trees are balanced: about log2 of their keys). */
  readonly height?: number;
  readonly data: readonly object[];
  readonly left: IndexNode | null;
  readonly right: IndexNode | null;
}

/** What of an nedb index is read here: its tree, ordered by nedb's comparison of keys. */
export interface NedbOrderedIndex {
  readonly tree: { readonly tree: IndexNode };
}

/** A value nedb compares with === (a string, number, boolean or null; a missing field's undefined too). */
const isPlainValue = (value: unknown): boolean => value === null || typeof value !== 'object';

/**
 * nedb's `$in` of plain values: a plain value is in the list when it equals one of them (===); a
 * date or an object is in it only by nedb's own comparison.
 */
const oneOf = (values: readonly Scalar[]): ((value: unknown) => boolean) => {
  const set = new Set<unknown>(values);
  return (value) =>
    isPlainValue(value) ? set.has(value) : nedbModel.match({ value }, { value: { $in: [...values] } });
};

/** A test of one document; it reads the stored document and never changes it. */
export type DocumentTest = (document: object) => boolean;

/**
 * nedb's matching of `filter`, with its commonest parts tested directly: a field (no dot path)
 * equal to a string, number, boolean or null, one of a list of those (a set, rather than nedb's
 * walk of the list for each document), or matched by a pattern, when the document holds no list
 * there (nedb then compares with ===, and tests a pattern on strings only). Every other part, and a
 * list in the field, is matched by nedb itself.
 */
export const documentTest = (filter: Filter): DocumentTest => {
  const parts = Object.entries(filter).map(([field, condition]): DocumentTest => {
    const byNedb: DocumentTest = (document) => nedbModel.match(document, { [field]: condition });
    if (field.includes('.')) return byNedb;
    const test: ((value: unknown) => boolean) | null =
      condition === null || typeof condition !== 'object'
        ? (value) => value === condition
        : Object.keys(condition).length !== 1
          ? null
          : '$regex' in condition && condition.$regex instanceof RegExp
            ? (value) => typeof value === 'string' && condition.$regex.test(value)
            : '$in' in condition && condition.$in.every(isPlainValue)
              ? oneOf(condition.$in)
              : null;
    if (test === null) return byNedb;
    return (document) => {
      const value = (document as Record<string, unknown>)[field];
      return Array.isArray(value) ? byNedb(document) : test(value);
    };
  });
  return (document) => parts.every((part) => part(document));
};

/** How many documents the index holds (each once per key it is stored under), counted without copying any. */
export const documentsIn = (index: NedbOrderedIndex): number => {
  const count = (node: IndexNode | null): number =>
    node === null ? 0 : count(node.left) + node.data.length + count(node.right);
  return Object.prototype.hasOwnProperty.call(index.tree.tree, 'key') ? count(index.tree.tree) : 0;
};

/**
 * How many documents match `filter`, counted from an index over several fields that include every
 * field of the filter (none a dot path): each key, an object of those fields' values, is matched
 * once and its documents counted, none of them read. An index over several fields holds each
 * document once, under the object of its values.
 */
export const countAlongKeys = (index: NedbOrderedIndex, filter: Filter): number => {
  let count = 0;
  for (const node of nodesInOrder(index.tree.tree, false)) {
    if (nedbModel.match(node.key as object, filter)) count += node.data.length;
  }
  return count;
};

/** Reads a field of a document: directly when its name is no dot path, which nedb's reader walks. */
const readerOf = (field: string): ((document: object) => unknown) =>
  field.includes('.')
    ? (document) => nedbModel.getDotValue(document, field)
    : (document) => (document as Record<string, unknown>)[field];

/** The nodes of the tree in key order, or in reverse; an empty tree's root has no key. */
function* nodesInOrder(root: IndexNode, descending: boolean): Generator<IndexNode> {
  const stack: IndexNode[] = [];
  let node: IndexNode | null = root;
  const near = (at: IndexNode) => (descending ? at.right : at.left);
  const far = (at: IndexNode) => (descending ? at.left : at.right);
  while (node !== null || stack.length > 0) {
    while (node !== null) {
      stack.push(node);
      node = near(node);
    }
    const next = stack.pop()!;
    if (Object.prototype.hasOwnProperty.call(next, 'key')) yield next;
    node = far(next);
  }
}

/**
 * The order of nedb's comparison of values (undefined, null, numbers, strings, booleans, dates,
 * lists, objects), each value reduced once to what is compared, so that sorting many documents
 * compares numbers and strings rather than reading fields on every comparison.
 */
const rankOf = (value: unknown): number => {
  if (value === undefined) return 0;
  if (value === null) return 1;
  switch (typeof value) {
    case 'number':
      return 2;
    case 'string':
      return 3;
    case 'boolean':
      return 4;
    default:
      return value instanceof Date ? 5 : Array.isArray(value) ? 6 : 7;
  }
};

const comparableOf = (value: unknown, rank: number): unknown =>
  rank === 5 ? (value as Date).getTime() : rank === 4 ? Number(value) : value;

interface SortEntry {
  readonly document: object;
  readonly ranks: number[];
  readonly values: unknown[];
}

/** The documents in the order `sort` gives, as nedb's cursor orders them (a stable sort). */
export const sortDocuments = <D extends object>(documents: readonly D[], sort: Sort): D[] => {
  const fields = Object.entries(sort);
  if (documents.length < 2 || fields.length === 0) return [...documents];
  const readers = fields.map(([field]) => readerOf(field));
  const entries: SortEntry[] = documents.map((document) => {
    const ranks: number[] = [];
    const values: unknown[] = [];
    for (const read of readers) {
      const value = read(document);
      const rank = rankOf(value);
      ranks.push(rank);
      values.push(comparableOf(value, rank));
    }
    return { document, ranks, values };
  });
  entries.sort((a, b) => {
    for (let i = 0; i < fields.length; i += 1) {
      const rank = a.ranks[i]!;
      let order = rank - b.ranks[i]!;
      if (order === 0 && rank > 1) {
        const [x, y] = [a.values[i], b.values[i]];
        order = rank >= 6 ? nedbModel.compareThings(x, y) : (x as number) < (y as number) ? -1 : x === y ? 0 : 1;
      }
      if (order !== 0) return order * fields[i]![1];
    }
    return 0;
  });
  return entries.map((entry) => entry.document as D);
};

/**
 * The page of the documents matching `filter` in the `sort` order, read along `index`, the index
 * of the order's first field: key after key in that field's direction, each key's matching
 * documents put in order by the other fields, until `skip` documents are passed and `limit` taken
 * (all when `limit` is 0 or left out). The stored documents are answered, not copies. Null when a
 * document holds a list in that field (an index holds it under each element): then only a sort of
 * every matching document gives nedb's order.
 */
export const readAlongIndex = (
  index: NedbOrderedIndex,
  filter: Filter,
  sort: Sort,
  skip: number,
  limit: number | undefined,
): object[] | null => {
  const [first, ...others] = Object.entries(sort);
  if (first === undefined) return null;
  const [field, direction] = first;
  // Documents the order leaves tied come by id, as nedb's cursor leaves them when no index narrows its candidates.
  const rest: Sort = { ...Object.fromEntries(others), ...('_id' in sort ? {} : { _id: 1 }) };
  // A condition on the field itself is tested once per key (a dot path only on each document);
  // the documents are matched against the others, if any.
  const onKey = field.includes('.') ? undefined : filter[field];
  const conditions = Object.entries(filter).filter(([name]) => onKey === undefined || name !== field);
  const onDocument = conditions.length === 0 ? null : documentTest(Object.fromEntries(conditions));
  const read = readerOf(field);
  const page: object[] = [];
  const wanted = limit === undefined || limit === 0 ? Number.POSITIVE_INFINITY : limit;
  let toSkip = skip;
  for (const node of nodesInOrder(index.tree.tree, direction === -1)) {
    if (onKey !== undefined && !nedbModel.match({ [field]: node.key }, { [field]: onKey })) continue;
    const matching: object[] = [];
    for (const document of node.data) {
      if (Array.isArray(read(document))) return null;
      if (onDocument === null || onDocument(document)) matching.push(document);
    }
    if (toSkip >= matching.length) {
      toSkip -= matching.length;
      continue;
    }
    const ordered = sortDocuments(matching, rest);
    page.push(...ordered.slice(toSkip, toSkip + wanted - page.length));
    toSkip = 0;
    if (page.length >= wanted) break;
  }
  return page;
};
