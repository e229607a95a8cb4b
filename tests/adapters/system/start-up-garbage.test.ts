import { expect } from 'chai';
import { pino } from 'pino';
import { collectStartUpGarbage } from '../../../adapters/system/start-up-garbage.js';

describe('collecting the garbage of the start before serving', () => {
  const silent = pino({ level: 'silent' });

  it('collects once when the process may ask for a collection', () => {
    let collections = 0;
    collectStartUpGarbage(silent, () => (collections += 1));
    expect(collections).to.equal(1);
  });

  it('is given a collection by npm start', async () => {
    const { readFile } = await import('node:fs/promises');
    const manifest = JSON.parse(await readFile(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts['start']).to.match(/ --expose-gc /);
  });
});
