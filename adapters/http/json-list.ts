import type { Writable } from 'node:stream';
import { succeeded } from './envelope.js';
import type { JsonListReply } from './route.js';

/** Items are sent in pieces of about this many characters: neither one write per item nor the list at once. */
const PIECE_CHARACTERS = 64 * 1024;

/** Resolves once `out` takes more, or once it is closed (the client went away). */
const drained = (out: Writable): Promise<void> =>
  new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });

/**
 * Writes the envelope `json` would answer for the whole list, byte for byte, its items written as
 * they are read, waiting while `out` is full; stops reading when `out` is closed, and ends `out`.
 */
export const writeJsonList = async (out: Writable, { items, message }: JsonListReply): Promise<void> => {
  // The envelope of an empty list, opened where its list is: `data` comes before anything a message holds.
  const empty = JSON.stringify(succeeded([], message));
  const at = empty.indexOf('[]') + 1;
  let piece = empty.slice(0, at);
  let first = true;
  const send = async () => {
    if (!out.write(piece)) await drained(out);
    piece = '';
  };
  for await (const item of items) {
    if (out.destroyed) return;
    piece += `${first ? '' : ','}${JSON.stringify(item)}`;
    first = false;
    if (piece.length >= PIECE_CHARACTERS) await send();
  }
  if (out.destroyed) return;
  out.end(piece + empty.slice(at));
};
