import { join } from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config.js';
import { keepOnce, readKeptFile } from './kept-file.js';

export const VAPID_KEYS_FILE = 'vapid-keys.json';

/** The portal's VAPID key pair (P-256, base64url), which push services know it by. */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

const isKeyPair = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === 'string' &&
  typeof (value as VapidKeys).privateKey === 'string';

const parsed = (text: string, file: string): VapidKeys => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = null;
  }
  if (!isKeyPair(value)) throw new Error(`${file} holds no usable VAPID keys; delete it to generate new ones`);
  return { publicKey: value.publicKey, privateKey: value.privateKey };
};

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when configured (every app server sharing one MongoDB must
 * be given the same pair); otherwise a pair generated on the first start and kept in
 * DATA_DIR/vapid-keys.json (mode 0600), like the JWT secret: the devices subscribed with the public
 * key keep working across restarts.
 */
export async function resolveVapidKeys(config: Pick<Config, 'vapid' | 'dataDir'>): Promise<VapidKeys> {
  if (config.vapid !== undefined) return { publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey };
  const file = join(config.dataDir, VAPID_KEYS_FILE);
  const kept =
    (await readKeptFile(file)) ??
    (await keepOnce(config.dataDir, VAPID_KEYS_FILE, JSON.stringify(webpush.generateVAPIDKeys())));
  return parsed(kept, file);
}
