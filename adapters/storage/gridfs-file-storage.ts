import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Db, GridFSBucket, MongoRuntimeError, ObjectId } from 'mongodb';
import type { FileStorage, StoredFile } from '../../application/ports/file-storage.js';
import { isFileKey } from './file-key.js';

/** Files in a GridFS bucket; the key is the file's ObjectId in hex, the content type is in its metadata. */
export class GridFsFileStorage implements FileStorage {
  private readonly bucket: GridFSBucket;

  constructor(db: Db, bucketName = 'files') {
    this.bucket = new GridFSBucket(db, { bucketName });
  }

  async put(bytes: Uint8Array, contentType: string): Promise<string> {
    const id = new ObjectId();
    const upload = this.bucket.openUploadStreamWithId(id, id.toHexString(), { metadata: { contentType } });
    await pipeline(Readable.from([bytes]), upload);
    return id.toHexString();
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isFileKey(key)) return null;
    const id = new ObjectId(key);
    const file = await this.bucket.find({ _id: id }).next();
    if (file === null) return null;
    const contentType: unknown = file.metadata?.['contentType'];
    return {
      contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
      size: file.length,
      content: this.bucket.openDownloadStream(id),
    };
  }

  async delete(key: string): Promise<void> {
    if (!isFileKey(key)) return;
    try {
      await this.bucket.delete(new ObjectId(key));
    } catch (error) {
      // The bucket reports a missing file as an error; deleting one is already done.
      if (!(error instanceof MongoRuntimeError && error.message.startsWith('File not found'))) throw error;
    }
  }
}
