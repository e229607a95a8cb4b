import { ObjectId } from 'mongodb';
import type { IdGenerator } from '../../application/ports/system.js';

/** MongoDB ObjectIds, made by the application so ids look the same in every store. */
export class ObjectIdGenerator implements IdGenerator {
  next(): string {
    return new ObjectId().toHexString();
  }
}
