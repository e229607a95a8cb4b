import type { FileStorage, StoredFile } from '../../../application/ports/file-storage.js';
import type { PasswordHasher } from '../../../application/ports/security.js';

/** A hasher without the cost of argon2: use-case tests only check that the hash is not the password. */
export const plainHasher: PasswordHasher = {
  hash: async (plain) => `hashed:${plain}`,
  verify: async (hash, plain) => hash === `hashed:${plain}`,
};

/** File storage that remembers what was put and deleted, and what each file held when it was deleted. */
export class RecordingFiles implements FileStorage {
  readonly putKeys: string[] = [];
  readonly deleted: string[] = [];
  /** Called before each delete, e.g. to look at the records at that moment. */
  beforeDelete: (key: string) => Promise<void> = async () => undefined;

  constructor(private readonly inner: FileStorage) {}

  async put(bytes: Uint8Array, contentType: string): Promise<string> {
    const key = await this.inner.put(bytes, contentType);
    this.putKeys.push(key);
    return key;
  }

  get(key: string): Promise<StoredFile | null> {
    return this.inner.get(key);
  }

  async delete(key: string): Promise<void> {
    await this.beforeDelete(key);
    this.deleted.push(key);
    await this.inner.delete(key);
  }

  list(before: Date): Promise<readonly string[]> {
    return this.inner.list(before);
  }

  removeUnfinished(before: Date): Promise<number> {
    return this.inner.removeUnfinished(before);
  }

  /** The keys put and still stored. */
  async remaining(): Promise<string[]> {
    const present = await Promise.all(this.putKeys.map(async (key) => ((await this.inner.get(key)) ? key : null)));
    return present.filter((key): key is string => key !== null);
  }
}

/** The repository with some methods replaced; every other call still reaches the real one. */
export const overriding = <R extends object>(repository: R, overrides: Partial<R>): R =>
  Object.assign(Object.create(repository) as R, overrides);
