import pino from 'pino';
import type { Logger } from '../../src/server/logger';

export interface CapturedLog {
  logger: Logger;
  /** The messages logged at `warn`. */
  warnings(): string[];
  /** The messages logged at `info`. */
  infos(): string[];
  /** Every line as pino wrote it, fields included. */
  lines(): Array<Record<string, unknown>>;
}

/** A real pino logger whose lines are kept, for tests of what an operator reads. */
export function capturingLogger(): CapturedLog {
  const lines: Array<{ level: number; msg: string } & Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const at = (level: number) => () => lines.filter((line) => line.level === level).map((line) => line.msg);
  return { logger, warnings: at(40), infos: at(30), lines: () => [...lines] };
}
