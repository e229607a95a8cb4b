import { expect } from 'chai';
import { PassThrough, Writable } from 'node:stream';
import { succeeded } from '../../../adapters/http/envelope.js';
import { writeJsonList } from '../../../adapters/http/json-list.js';
import { streamedList } from '../../../adapters/http/route.js';

async function* itemsOf<T>(items: readonly T[], read: { count: number } = { count: 0 }): AsyncIterable<T> {
  for (const item of items) {
    read.count += 1;
    yield item;
  }
}

const written = async (items: readonly unknown[], message = ''): Promise<string> => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeJsonList(out, streamedList(itemsOf(items), message));
  return Buffer.concat(chunks).toString('utf8');
};

describe('A list written as it is read (writeJsonList)', () => {
  it('writes the very bytes of the envelope of the whole list, for none, one and many items', async () => {
    const row = (index: number) => ({
      id: `row ${index}`,
      at: new Date(Date.UTC(2026, 2, 1, 0, index)),
      tags: ['a', '[]'],
    });
    for (const items of [[], [row(0)], Array.from({ length: 3000 }, (_, index) => row(index))]) {
      expect(await written(items, 'Listed [] "quoted"')).to.equal(
        JSON.stringify(succeeded(items, 'Listed [] "quoted"')),
      );
    }
  });

  it('waits while the destination is full and stops reading once it is closed', async () => {
    const read = { count: 0 };
    const many = Array.from({ length: 100_000 }, (_, index) => ({ index, text: 'x'.repeat(50) }));
    const out = new Writable({ highWaterMark: 1024, write: (_chunk, _encoding, next) => setTimeout(next, 5) });
    const writing = writeJsonList(out, streamedList(itemsOf(many, read)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    out.destroy();
    await writing;

    expect(read.count).to.be.greaterThan(0).and.below(many.length);
  });
});
