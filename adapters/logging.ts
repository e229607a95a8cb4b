import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.js';

/** Credentials never reach a log line, at the top level, one level down, or in a request's headers. */
export const REDACTED_PATHS = [
  'password',
  'confirmpassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'secret',
  'authorization',
  'cookie',
  '*.password',
  '*.confirmpassword',
  '*.confirmPassword',
  '*.passwordHash',
  '*.token',
  '*.secret',
  '*.authorization',
  '*.cookie',
  '*.*.password',
  '*.*.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
] as const;

/** JSON lines on stdout (or `destination`), at the configured level; `silent` logs nothing. */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    redact: { paths: [...REDACTED_PATHS], censor: '[Redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}
