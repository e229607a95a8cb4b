import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
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

/** Where log lines go: readable, coloured lines when `out` is a terminal, JSON lines for anything else. */
export function logDestination(out: NodeJS.WritableStream & { readonly isTTY?: boolean }): DestinationStream {
  if (!out.isTTY) return out as DestinationStream;
  return pretty({
    destination: out,
    colorize: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
    singleLine: true,
  });
}

/** Log lines on stdout (or `destination`, see logDestination), at the configured level; `silent` logs nothing. */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination: DestinationStream = logDestination(process.stdout),
): Logger {
  const options = {
    level: config.logLevel,
    redact: { paths: [...REDACTED_PATHS], censor: '[Redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return pino(options, destination);
}
