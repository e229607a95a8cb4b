import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Config } from '../config.js';
import { keepOnce, readKeptFile } from './kept-file.js';

export const JWT_SECRET_FILE = 'jwt-secret';
const MIN_SECRET_LENGTH = 32;

/**
 * JWT_SECRET when configured; otherwise a secret generated on the first start and kept in
 * DATA_DIR/jwt-secret (mode 0600), so sessions survive a restart of the embedded setup.
 */
export async function resolveJwtSecret(config: Pick<Config, 'jwtSecret' | 'dataDir'>): Promise<string> {
  if (config.jwtSecret !== undefined) return config.jwtSecret;
  const file = join(config.dataDir, JWT_SECRET_FILE);
  const kept = await readKeptFile(file);
  return usable(kept ?? (await keepOnce(config.dataDir, JWT_SECRET_FILE, randomBytes(48).toString('base64url'))), file);
}

const usable = (secret: string, file: string): string => {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds no usable JWT secret (fewer than ${MIN_SECRET_LENGTH} characters); delete it to generate a new one`,
    );
  }
  return secret;
};
