export interface StoredFile {
  readonly contentType: string;
  readonly size: number;
  readonly content: AsyncIterable<Uint8Array>;
}

/**
 * Keeps uploaded files. `put` resolves only once the file is safely stored, and the key it
 * returns is made by the storage, never from user text.
 */
export interface FileStorage {
  put(bytes: Uint8Array, contentType: string): Promise<string>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /**
   * The key of every file stored before `before` (a file stored since may be one whose record is
   * being written at this moment, by another server on the same store).
   */
  list(before: Date): Promise<readonly string[]>;
  /**
   * Removes what writes cut short before `before` left behind (temporary files, half-stored
   * files); answers how many it removed.
   */
  removeUnfinished(before: Date): Promise<number>;
}
