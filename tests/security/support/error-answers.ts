import { expect } from 'vitest';
import type { HttpAnswer } from './http-visitor';

/** Signs of a leaked stack trace or source path in an answer. */
const STACK_TRACE =
  /\bat [\w$.<>]+ \(|\bat (file:\/\/|\/)|node:internal|node_modules|\/work\/|\.ts:\d+|\.js:\d+/;

export function hasStackTrace(text: string): boolean {
  return STACK_TRACE.test(text);
}

/** The answer is our one error shape, with this status (and code, when given), and nothing leaked. */
export function expectErrorAnswer(answer: HttpAnswer, status: number, code?: string): void {
  const context = `${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, context).toBe(status);
  expect(answer.headers['content-type'], context).toMatch(/^application\/json/);
  const error = (answer.json as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  expect(typeof error?.code, context).toBe('string');
  expect(typeof error?.message, context).toBe('string');
  if (code) expect(error?.code, context).toBe(code);
  expect(hasStackTrace(answer.text), context).toBe(false);
}
