import { once } from 'node:events';
import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { ArchiveEntry, ArchiveWriter } from '../../application/ports/documents.js';
import { streamInto, whenAborted } from './output-stream.js';

const rejection = async (emitter: NodeJS.EventEmitter, event: string): Promise<never> => {
  const [error] = (await once(emitter, event)) as [Error];
  throw error;
};

/** Files that are compressed already (CVs, pictures, logos): deflating them again costs time and saves nothing. */
const ALREADY_COMPRESSED = /\.(pdf|png|jpe?g|zip|gz|xlsx|docx)$/i;

/**
 * Streams a zip. Already-compressed files are stored as they are, so a zip of CVs is written at
 * the speed of a copy. Entries are taken one at a time: the next entry's content is not opened until
 * the previous one is in the archive, so a zip of a thousand CVs holds one file open at a time.
 */
export class ArchiverArchiveWriter implements ArchiveWriter {
  write(entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>, out: NodeJS.WritableStream): Promise<void> {
    return streamInto(out, async (signal) => {
      const archive = new ZipArchive({ zlib: { level: 6 } });
      const failed = Promise.race([rejection(archive, 'error'), rejection(archive, 'warning'), whenAborted(signal)]);
      // Every await below is raced against `failed`; this only keeps a failure that comes while
      // the next entry is being fetched from being reported as unhandled.
      failed.catch(() => undefined);
      archive.pipe(out);
      try {
        for await (const entry of entries) {
          const source = Readable.from(entry.content, { objectMode: false });
          // archiver does not listen for errors of its sources: without this, one would crash the process.
          const sourceFailed = rejection(source, 'error');
          const added = once(archive, 'entry');
          archive.append(source, { name: entry.name, store: ALREADY_COMPRESSED.test(entry.name) });
          await Promise.race([added, sourceFailed, failed]);
        }
        await Promise.race([archive.finalize(), failed]);
      } catch (error) {
        archive.unpipe(out);
        archive.abort();
        throw error;
      }
    });
  }
}
