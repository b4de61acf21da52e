import type { z } from 'zod';
import { isWellFormedText, MALFORMED_TEXT } from '../shared/contracts/text';
import { AppError } from './errors';

export interface FieldProblem {
  path: string;
  message: string;
}

/** Our contracts nest three levels at most; deeper input is refused (plugins/json-body.ts). */
export const MAX_INPUT_DEPTH = 8;

/**
 * Refuses, naming each field, every string PostgreSQL text cannot hold as sent, before any
 * contract or route sees it: U+0000, which cannot be stored at all, and badly formed text (a lone
 * UTF-16 surrogate, `"\ud800"` in JSON), which has no UTF-8 form and would otherwise reach the
 * database as U+FFFD, stored as something nobody wrote, or fail there as a 500. Refused rather
 * than repaired, and with the contracts' own reason (`shared/contracts/text.ts`, MALFORMED_TEXT),
 * so the browser explains it whichever check refused: a message arrives as written or not at
 * all. Contracts are shallow, so the walk stops at MAX_INPUT_DEPTH: a deeply nested body must not
 * exhaust the stack (JSON bodies deeper than that are refused before they get here, by
 * plugins/json-body.ts).
 */
export function sanitizeStrings(value: unknown, path: string[], problems: FieldProblem[]): unknown {
  if (path.length > MAX_INPUT_DEPTH) return value;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) problems.push({ path: path.join('.'), message: 'must not contain NUL characters' });
    if (!isWellFormedText(value)) problems.push({ path: path.join('.'), message: MALFORMED_TEXT });
    return value;
  }
  if (Array.isArray(value)) return value.map((item, index) => sanitizeStrings(item, [...path, String(index)], problems));
  if (typeof value === 'object' && value !== null) {
    // Object.fromEntries defines own keys, so even a "__proto__" key cannot reach a prototype.
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sanitizeStrings(item, [...path, key], problems)]));
  }
  return value;
}

/** Parses request input with a shared contract; failures become VALIDATION_FAILED with the fields named. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const problems: FieldProblem[] = [];
  const sanitized = sanitizeStrings(value, [], problems);
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', 'The request is not valid.', { fields: problems });
  const result = schema.safeParse(sanitized);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION_FAILED', 'The request is not valid.', { fields });
}
