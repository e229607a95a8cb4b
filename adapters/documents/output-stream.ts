import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

/**
 * Runs `produce`, which writes a document into `out`, and settles when `out` has finished.
 * If `out` fails first, `signal` tells `produce` to stop pulling its sources. If either fails,
 * `out` is destroyed (without an error event its owner might not listen for), since a
 * half-written document must not look like a finished download.
 */
export async function streamInto(
  out: NodeJS.WritableStream,
  produce: (signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const controller = new AbortController();
  const completed = finished(out as Writable, { readable: false }).catch((error: unknown) => {
    controller.abort(error);
    throw error;
  });
  try {
    await Promise.all([produce(controller.signal), completed]);
  } catch (error) {
    controller.abort(error);
    (out as Partial<Writable>).destroy?.();
    throw error;
  }
}

/** A promise that rejects with the signal's reason once it is aborted. */
export const whenAborted = async (signal: AbortSignal): Promise<never> => {
  if (!signal.aborted) await once(signal, 'abort');
  throw signal.reason;
};

/** Waits, when `out` is past its high-water mark, until it drains (or the write is aborted). */
export async function drained(out: NodeJS.WritableStream, signal: AbortSignal): Promise<void> {
  signal.throwIfAborted();
  if ((out as Partial<Writable>).writableNeedDrain !== true) return;
  await Promise.race([once(out, 'drain', { signal }), whenAborted(signal)]);
}
