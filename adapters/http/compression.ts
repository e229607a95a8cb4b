import type { Middleware } from 'koa';
import compress from 'koa-compress';
import { constants } from 'node:zlib';

/** The text the portal sends, which shrinks well: JSON, JavaScript, CSS, HTML, SVG, plain text and CSV. */
const COMPRESSIBLE =
  /^(?:application\/(?:json|[\w.+-]+\+json|javascript)|text\/(?:javascript|css|html|plain|csv)|image\/svg\+xml)$/;

/**
 * Whether a response of this media type is compressed. Never the live stream (text/event-stream): a
 * compressor holds events back until its buffer fills. Never files that are compressed already (zip,
 * xlsx, pdf, png, jpeg): squeezing them again costs time and saves nothing.
 */
export const isCompressible = (mediaType: string): boolean =>
  COMPRESSIBLE.test(mediaType.split(';')[0]!.trim().toLowerCase());

/** Brotli or gzip, whichever the browser prefers, for compressible answers of 1 kB or more. */
export const compression = (): Middleware =>
  compress({
    filter: isCompressible,
    threshold: 1024,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    gzip: { level: 6 },
    deflate: false,
    zstd: false,
  });
