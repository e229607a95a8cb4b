/** Speaks the portal's REST API directly, to set up what a journey needs and to read what it did. */
export class PortalApi {
  constructor(private readonly url: string) {}

  async call<T = unknown>(
    method: string,
    path: string,
    options: { token?: string; json?: unknown; form?: FormData } = {},
  ): Promise<{ status: number; body: Envelope<T> }> {
    const headers: Record<string, string> = {};
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    const response = await fetch(`${this.url}/rest/api/v1${path}`, { method, headers, body });
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  }

  /** Signs in and answers the token; throws with the server's message on failure. */
  async signIn(
    role: 'admin' | 'student' | 'coordinator' | 'company',
    credentials: Record<string, string>,
  ): Promise<string> {
    const answer = await this.call<{ token: string }>('POST', `/${role}/sign-in`, { json: credentials });
    if (!answer.body.success) throw new Error(`${role} sign-in failed: ${answer.status} ${answer.body.message}`);
    return answer.body.data.token;
  }

  /** Calls and insists on success, answering the data. */
  async ok<T = unknown>(
    method: string,
    path: string,
    options: { token?: string; json?: unknown; form?: FormData } = {},
  ): Promise<T> {
    const answer = await this.call<T>(method, path, options);
    if (!answer.body.success) throw new Error(`${method} ${path} failed: ${answer.status} ${answer.body.message}`);
    return answer.body.data;
  }
}

export interface Envelope<T> {
  readonly success: boolean;
  readonly data: T;
  readonly message: string;
  readonly error: string | null;
}

/** Multipart form data with array fields as `name[]`, the way the UI sends it. */
export function formOf(fields: Record<string, string | readonly string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else for (const item of value) form.append(`${name}[]`, item);
  }
  return form;
}
