import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'undici';
import type { AnchorSpec, RecordedAnswer } from './anchor-server.js';
import { startNode, startTypeScript, waitForLine, type Child } from './child-process.js';

export interface ServerUnderTest {
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

/** The compiled server that `npm start` runs; `npm run build:server` writes it. */
export const COMPILED_SERVER = 'dist/server/adapters/main.js';

/**
 * The portal as it runs in production, in a process of its own: the compiled server with the flags
 * of `npm start`, no logging, on an ephemeral port of 127.0.0.1. With `cpuProfileDir`, it writes a
 * V8 CPU profile there when stopped.
 */
export const startPortalProcess = async (dataDir: string, cpuProfileDir?: string): Promise<ServerUnderTest> => {
  const child = startNode(COMPILED_SERVER, [], {
    env: { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
    nodeFlags: [
      '--enable-source-maps',
      '--expose-gc',
      ...(cpuProfileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`]),
    ],
  });
  return { url: await urlOf(child, /running at (http:\/\/\S+)/), pid: child.pid, stop: () => child.stop() };
};

/** The bare Koa server answering the recorded answers and the raw copy of the CV files (anchor-server.ts). */
export const startAnchorProcess = async (spec: AnchorSpec): Promise<ServerUnderTest> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'career-fair-anchor-'));
  const file = path.join(dir, 'spec.json');
  await writeFile(file, JSON.stringify(spec));
  const child = startTypeScript('bench/anchor-server.ts', [file], { env: {} });
  const url = await urlOf(child, /listening at (http:\/\/\S+)/);
  return {
    url,
    pid: child.pid,
    stop: async () => {
      await child.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
};

/**
 * Loading a 12,000-student fair (40,000 interviews) into the embedded store and compacting it takes
 * the portal about 30 s on an idle machine of two cores, and several times that on a loaded one.
 */
const STARTUP_MS = 5 * 60_000;

const urlOf = async (child: Child, line: RegExp): Promise<string> => {
  try {
    return await waitForLine(child, line, STARTUP_MS);
  } catch (error) {
    await child.stop();
    throw error;
  }
};

/** Headers that belong to one connection or one moment rather than to the answer. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** The portal's answer to a GET, byte for byte, with the headers the anchor should send back. */
export const recordAnswer = async (origin: string, url: string, token: string): Promise<RecordedAnswer> => {
  const response = await request(`${origin}${url}`, { headers: { authorization: `Bearer ${token}` } });
  const body = Buffer.from(await response.body.arrayBuffer());
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!PER_CONNECTION.has(name) && typeof value === 'string') headers[name] = value;
  }
  return { url, status: response.statusCode, headers, bodyBase64: body.toString('base64') };
};

/** The one CPU profile a stopped process wrote into `dir`. */
export const profileIn = async (dir: string): Promise<string> => {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.cpuprofile'));
  if (files.length === 0) throw new Error(`No CPU profile was written to ${dir}`);
  return path.join(dir, files.sort()[0]!);
};
