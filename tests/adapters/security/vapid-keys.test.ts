import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'chai';
import webpush from 'web-push';
import { resolveVapidKeys, VAPID_KEYS_FILE } from '../../../adapters/security/vapid-keys.js';
import { freshDirectoryIn, useTemporaryDirectory } from '../persistence/temporary-directory.js';

describe('resolveVapidKeys', () => {
  const temporary = useTemporaryDirectory('vapid-keys-');

  it('uses VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when they are configured, and writes nothing', async () => {
    const configured = webpush.generateVAPIDKeys();
    const dataDir = await freshDirectoryIn(temporary());
    expect(await resolveVapidKeys({ vapid: configured, dataDir })).to.deep.equal(configured);
    expect(await readdir(dataDir)).to.deep.equal([]);
  });

  it('otherwise generates a pair once, kept in DATA_DIR readable by the owner only, and reads it back on the next start', async () => {
    const dataDir = join(await freshDirectoryIn(temporary()), 'data');
    const [first, racing] = await Promise.all([
      resolveVapidKeys({ vapid: undefined, dataDir }),
      resolveVapidKeys({ vapid: undefined, dataDir }),
    ]);
    expect(first.publicKey).to.match(/^B[A-Za-z0-9_-]{86}$/);
    expect(racing).to.deep.equal(first);
    expect(await resolveVapidKeys({ vapid: undefined, dataDir })).to.deep.equal(first);
    const file = join(dataDir, VAPID_KEYS_FILE);
    expect(JSON.parse(await readFile(file, 'utf8'))).to.deep.equal(first);
    expect((await stat(file)).mode & 0o777).to.equal(0o600);
    expect(await readdir(dataDir)).to.deep.equal([VAPID_KEYS_FILE]);
  });
});
