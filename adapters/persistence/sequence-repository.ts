import type { SequenceRepository } from '../../application/ports/persistence.js';
import type { DocumentCollection, DocumentDatabase } from './collection.js';

interface CounterDocument {
  readonly _id: string;
  readonly value: number;
}

/** One document per counter name; the first `next` of a name answers 1. */
export class DocumentSequenceRepository implements SequenceRepository {
  private constructor(private readonly counters: DocumentCollection<CounterDocument>) {}

  static async open(database: DocumentDatabase): Promise<DocumentSequenceRepository> {
    return new DocumentSequenceRepository(
      await database.collection<CounterDocument>({ name: 'sequences', indexes: [] }),
    );
  }

  next(name: string): Promise<number> {
    return this.take(name, 1);
  }

  async take(name: string, count: number): Promise<number> {
    if (!Number.isInteger(count) || count < 1) throw new RangeError(`Cannot take ${count} numbers of ${name}`);
    const counter = await this.counters.increment({ _id: name }, 'value', count, { upsert: true });
    if (counter === null) throw new Error(`Counter ${name} was not created`);
    return counter.value - count + 1;
  }
}
