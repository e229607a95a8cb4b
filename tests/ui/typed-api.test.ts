import { expect } from 'chai';
import { api } from '../../ui/src/api/api.js';

/** Runs `body` with a fetch that records each call and answers a success envelope. */
async function recording(body: () => Promise<unknown>): Promise<{ url: string; init: RequestInit | undefined }[]> {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
  Object.defineProperty(globalThis, 'fetch', {
    configurable: true,
    writable: true,
    value: async (input: unknown, init?: RequestInit) => {
      calls.push({ url: String(input), init });
      return new Response(JSON.stringify({ success: true, data: null, message: 'Done', error: null }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  try {
    await body();
  } finally {
    if (saved) Object.defineProperty(globalThis, 'fetch', saved);
    else Reflect.deleteProperty(globalThis, 'fetch');
  }
  return calls;
}

describe('The API client typed by path', () => {
  it('fills the path parameters, encoded, and writes the query after the path', async () => {
    const calls = await recording(async () => {
      await api.DELETE('/panel/delete/{id}', { params: { path: { id: 'a/b c' } } });
      await api.GET('/student/all', { params: { query: { text: 'IT 21', page: '2' } } });
    });

    expect(calls.map((call) => [call.init?.method, call.url])).to.deep.equal([
      ['DELETE', '/rest/api/v1/panel/delete/a%2Fb%20c'],
      ['GET', '/rest/api/v1/student/all?text=IT+21&page=2'],
    ]);
  });

  it('sends a body as JSON and a form as multipart fields, lists as name[]', async () => {
    const calls = await recording(async () => {
      await api.POST('/student/reminders', { body: { remindersOff: true } });
      await api.POST('/company/update/{id}', { params: { path: { id: 'c1' } }, form: { tags: ['ai', 'web'] } });
    });

    expect(calls[0]?.init?.body).to.equal('{"remindersOff":true}');
    expect([...(calls[1]?.init?.body as FormData).entries()]).to.deep.equal([
      ['tags[]', 'ai'],
      ['tags[]', 'web'],
    ]);
  });

  it("answers the envelope's data and message", async () => {
    let answer: unknown;
    await recording(async () => {
      answer = await api.POST('/admin/allocate', { body: { dryRun: true } });
    });

    expect(answer).to.deep.equal({ data: null, message: 'Done' });
  });
});

/** Never run: the compiler refuses what the contract does not allow. */
export function refusedByTheCompiler(): void {
  // @ts-expect-error a path the contract does not have
  void api.GET('/no/such/path');
  // @ts-expect-error a path parameter left out
  void api.DELETE('/panel/delete/{id}');
  // @ts-expect-error a body of the wrong shape
  void api.POST('/student/reminders', { body: { remindersOff: 'yes' } });
  // @ts-expect-error a method the path does not take
  void api.POST('/interview/all-com');
}
