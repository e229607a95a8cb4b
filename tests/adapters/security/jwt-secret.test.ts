import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { JWT_SECRET_FILE, resolveJwtSecret } from '../../../adapters/security/jwt-secret.js';

describe('resolveJwtSecret', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'jwt-secret-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('uses JWT_SECRET when it is configured, and writes nothing', async () => {
    const configured = 'c'.repeat(32);
    expect(await resolveJwtSecret({ jwtSecret: configured, dataDir: dir })).to.equal(configured);
    expect(await readdir(dir)).to.deep.equal([]);
  });

  it('otherwise generates 48 random bytes, base64url, kept in DATA_DIR/jwt-secret readable by the owner only', async () => {
    const secret = await resolveJwtSecret({ jwtSecret: undefined, dataDir: dir });
    expect(secret).to.match(/^[A-Za-z0-9_-]{64}$/);
    const file = join(dir, JWT_SECRET_FILE);
    expect((await readFile(file, 'utf8')).trim()).to.equal(secret);
    expect((await stat(file)).mode & 0o777).to.equal(0o600);
  });

  it('creates DATA_DIR when it does not exist yet', async () => {
    const nested = join(dir, 'not', 'yet');
    const secret = await resolveJwtSecret({ jwtSecret: undefined, dataDir: nested });
    expect((await readFile(join(nested, JWT_SECRET_FILE), 'utf8')).trim()).to.equal(secret);
  });

  it('reads the same secret back on the next start', async () => {
    const first = await resolveJwtSecret({ jwtSecret: undefined, dataDir: dir });
    const second = await resolveJwtSecret({ jwtSecret: undefined, dataDir: dir });
    expect(second).to.equal(first);
  });

  it('settles on one secret when several starts race, leaving no temporary files', async () => {
    const secrets = await Promise.all(
      Array.from({ length: 8 }, () => resolveJwtSecret({ jwtSecret: undefined, dataDir: dir })),
    );
    expect(new Set(secrets).size).to.equal(1);
    expect(await readdir(dir)).to.deep.equal([JWT_SECRET_FILE]);
  });

  it('refuses to start on a secret file too short to be a secret, naming the file', async () => {
    await writeFile(join(dir, JWT_SECRET_FILE), 'short\n');
    try {
      await resolveJwtSecret({ jwtSecret: undefined, dataDir: dir });
      expect.fail('resolved a short secret');
    } catch (error) {
      expect((error as Error).message).to.include(join(dir, JWT_SECRET_FILE));
    }
  });
});
