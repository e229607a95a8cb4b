import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Collection, type Db, GridFSBucket, MongoRuntimeError, ObjectId } from 'mongodb';
import type { FileStorage, StoredFile } from '../../application/ports/file-storage.js';
import { isFileKey } from './file-key.js';

/** Files in a GridFS bucket; the key is the file's ObjectId in hex, the content type is in its metadata. */
export class GridFsFileStorage implements FileStorage {
  private readonly bucket: GridFSBucket;

  private readonly chunks: Collection;
  private readonly filesCollection: Collection;

  constructor(db: Db, bucketName = 'files') {
    this.bucket = new GridFSBucket(db, { bucketName });
    this.chunks = db.collection(`${bucketName}.chunks`);
    this.filesCollection = db.collection(`${bucketName}.files`);
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

  async list(before: Date): Promise<readonly string[]> {
    const files = await this.bucket.find({ uploadDate: { $lt: before } }, { projection: { _id: 1 } }).toArray();
    return files.map((file) => (file._id as ObjectId).toHexString());
  }

  /**
   * GridFS writes a file's chunks first and its files document last, and deletes them the other way
   * round: chunks without a files document are an upload or a delete cut short. An upload begun
   * before `before` (its id's time) that is still unfinished is taken as abandoned.
   */
  async removeUnfinished(before: Date): Promise<number> {
    const chunkOwners = (await this.chunks.distinct('files_id')) as ObjectId[];
    const abandoned = chunkOwners.filter((id) => id instanceof ObjectId && id.getTimestamp() < before);
    if (abandoned.length === 0) return 0;
    const finished = new Set(
      (await this.filesCollection.find({ _id: { $in: abandoned } }, { projection: { _id: 1 } }).toArray()).map((file) =>
        (file._id as ObjectId).toHexString(),
      ),
    );
    const unfinished = abandoned.filter((id) => !finished.has(id.toHexString()));
    if (unfinished.length > 0) await this.chunks.deleteMany({ files_id: { $in: unfinished } });
    return unfinished.length;
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
