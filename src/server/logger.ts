import pino from 'pino';

export type Logger = pino.Logger;

/** Structured logs; the redaction list is a safety net, the rule is to never log secrets at all. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'headers.cookie', 'headers.authorization', 'apiKey'],
      censor: '[redacted]',
    },
  });
}
