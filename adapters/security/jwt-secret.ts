import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.js';

export const JWT_SECRET_FILE = 'jwt-secret';
const MIN_SECRET_LENGTH = 32;

/**
 * JWT_SECRET when configured; otherwise a secret generated on the first start and kept in
 * DATA_DIR/jwt-secret (mode 0600), so sessions survive a restart of the embedded setup.
 */
export async function resolveJwtSecret(config: Pick<Config, 'jwtSecret' | 'dataDir'>): Promise<string> {
  if (config.jwtSecret !== undefined) return config.jwtSecret;
  const file = join(config.dataDir, JWT_SECRET_FILE);
  return (await readSecret(file)) ?? (await createSecret(config.dataDir, file));
}

async function readSecret(file: string): Promise<string | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds no usable JWT secret (fewer than ${MIN_SECRET_LENGTH} characters); delete it to generate a new one`,
    );
  }
  return secret;
}

async function createSecret(dir: string, file: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  const temp = join(dir, `.${JWT_SECRET_FILE}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(`${secret}\n`, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    // link() never replaces an existing file: if another process got there first, its secret wins,
    // and no reader ever sees a half-written file.
    await link(temp, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const existing = await readSecret(file);
    if (existing === null) throw error;
    return existing;
  } finally {
    await unlink(temp);
  }
}
