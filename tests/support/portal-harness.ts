import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPortal, type RunningPortal } from '../../adapters/server/portal.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const FIRST_ADMIN = { email: 'first.admin@fair.test', password: 'first-admin-password' };

export interface TestPortal extends RunningPortal {
  readonly api: ApiClient;
  /** Stops the portal and removes its data directory. */
  dispose(): Promise<void>;
}

/**
 * What the steps of a test need of a portal: its API, and the data directory its mails are written
 * under (the outbox, with no SMTP_URL). A portal in a child process of its own is one too.
 */
export type ReachablePortal = Pick<TestPortal, 'api' | 'dataDir'>;

/** How tests start a portal: quiet, on 127.0.0.1 and an ephemeral port, over this data directory, with FIRST_ADMIN. */
export const testPortalEnv = (dataDir: string): Record<string, string> => ({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  JWT_SECRET: TEST_JWT_SECRET,
  LOG_LEVEL: 'silent',
  ADMIN_EMAIL: FIRST_ADMIN.email,
  ADMIN_PASSWORD: FIRST_ADMIN.password,
});

/** A real portal on 127.0.0.1, an ephemeral port and a fresh temporary data directory. */
export const startTestPortal = async (env: Record<string, string> = {}): Promise<TestPortal> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'career-fair-'));
  const portal = await startPortal({ ...testPortalEnv(dataDir), ...env });
  return {
    ...portal,
    api: new ApiClient(`${portal.url}/rest/api/v1`),
    dispose: async () => {
      await portal.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** A portal as startTestPortal starts it, with its first admin signed in: `admin` is the admin's token. */
export const startPortalWithFirstAdmin = async (
  env: Record<string, string> = {},
): Promise<{ portal: TestPortal; admin: string }> => {
  const portal = await startTestPortal(env);
  return { portal, admin: await portal.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password) };
};

export interface ApiAnswer<T = unknown> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: { success: boolean; data: T; message: string; error: string | null };
}

export interface RawAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly bytes: Buffer;
}

type Query = Record<string, string | number>;

/** Speaks the portal's REST API the way the UI does. */
export class ApiClient {
  constructor(readonly base: string) {}

  get<T = unknown>(path: string, token?: string, query?: Query): Promise<ApiAnswer<T>> {
    return this.send<T>('GET', path, { token, query });
  }

  delete<T = unknown>(path: string, token?: string): Promise<ApiAnswer<T>> {
    return this.send<T>('DELETE', path, { token });
  }

  post<T = unknown>(path: string, body: unknown, token?: string): Promise<ApiAnswer<T>> {
    return this.send<T>('POST', path, {
      token,
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    });
  }

  /** Sends a raw body as it is, e.g. malformed JSON. */
  postRaw<T = unknown>(path: string, body: string, contentType: string, token?: string): Promise<ApiAnswer<T>> {
    return this.send<T>('POST', path, { token, body, headers: { 'Content-Type': contentType } });
  }

  postForm<T = unknown>(path: string, form: FormData, token?: string): Promise<ApiAnswer<T>> {
    return this.send<T>('POST', path, { token, body: form });
  }

  async download(path: string, token?: string, query?: Query): Promise<RawAnswer> {
    const response = await fetch(this.url(path, query), { headers: authorization(token) });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  async signIn(role: 'admin' | 'student' | 'coordinator', email: string, password: string): Promise<string> {
    return this.tokenFrom(await this.post<{ token: string }>(`/${role}/sign-in`, { email, password }));
  }

  async signInCompany(username: string, password: string): Promise<string> {
    return this.tokenFrom(await this.post<{ token: string }>('/company/sign-in', { username, password }));
  }

  private tokenFrom(answer: ApiAnswer<{ token: string }>): string {
    if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.body.message}`);
    return answer.body.data.token;
  }

  private url(path: string, query?: Query): string {
    const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
    return `${this.base}${path}${search}`;
  }

  private async send<T>(
    method: string,
    path: string,
    options: { token?: string; query?: Query; body?: BodyInit; headers?: Record<string, string> },
  ): Promise<ApiAnswer<T>> {
    const response = await fetch(this.url(path, options.query), {
      method,
      body: options.body,
      headers: { ...options.headers, ...authorization(options.token) },
    });
    const text = await response.text();
    let body: ApiAnswer<T>['body'];
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(
        `${method} ${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`,
      );
    }
    return { status: response.status, headers: response.headers, body };
  }
}

const authorization = (token?: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});
