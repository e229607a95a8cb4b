import { expect } from 'chai';
import { api } from '../../ui/src/api/api.js';
import { ApiError, NETWORK_READ_MESSAGE } from '../../ui/src/api/client.js';
import { NETWORK_WRITE_MESSAGE, OFFLINE_WRITE_MESSAGE } from '../../ui/src/offline/offline-state.js';

/** The browser's globals the client reads, as they are in a page that is offline or online. */
function inBrowser(onLine: boolean, fetcher: typeof fetch): () => void {
  const saved = {
    navigator: Object.getOwnPropertyDescriptor(globalThis, 'navigator'),
    fetch: Object.getOwnPropertyDescriptor(globalThis, 'fetch'),
  };
  Object.defineProperty(globalThis, 'navigator', { value: { onLine }, configurable: true, writable: true });
  Object.defineProperty(globalThis, 'fetch', { value: fetcher, configurable: true, writable: true });
  return () => {
    for (const [name, descriptor] of Object.entries(saved)) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    }
  };
}

const failure = async (call: Promise<unknown>): Promise<ApiError> => {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).to.be.instanceOf(ApiError);
  return error as ApiError;
};

describe('writes made offline', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it('are refused at once with a clear message, and never sent', async () => {
    const sent: string[] = [];
    restore = inBrowser(false, async (input) => {
      sent.push(String(input));
      return new Response('{}');
    });

    const error = await failure(api.POST('/student/reminders', { body: { remindersOff: true } }));

    expect([error.code, error.message]).to.deep.equal(['OFFLINE', OFFLINE_WRITE_MESSAGE]);
    expect(sent).to.deep.equal([]);
  });

  it('say the change may not have been sent when the network fails under them', async () => {
    restore = inBrowser(true, () => Promise.reject(new TypeError('Failed to fetch')));

    const error = await failure(api.POST('/student/reminders', { body: { remindersOff: true } }));

    expect([error.code, error.message]).to.deep.equal(['NETWORK', NETWORK_WRITE_MESSAGE]);
  });

  it('leave reads alone: a read offline is tried and fails as the network does', async () => {
    restore = inBrowser(false, () => Promise.reject(new TypeError('Failed to fetch')));

    const error = await failure(api.GET('/student/single'));

    expect([error.code, error.message]).to.deep.equal(['NETWORK', NETWORK_READ_MESSAGE]);
  });
});
