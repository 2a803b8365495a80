import pino, { type DestinationStream, type Logger } from 'pino';
import type { Env } from './env';

/** JSON lines on stdout. The redaction is a safety net: request logging already leaves these fields out. */
export function createLogger(level: Env['logLevel'], destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.password_hash'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
