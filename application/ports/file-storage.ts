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
}
