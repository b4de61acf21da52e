import type { z } from 'zod';
import { AppError } from './errors';

export interface FieldProblem {
  path: string;
  message: string;
}

/** Our contracts nest three levels at most; deeper input is refused (plugins/json-body.ts). */
export const MAX_INPUT_DEPTH = 8;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Makes every string safe for PostgreSQL text before the contract sees it. U+0000 cannot be
 * stored at all, so it is refused (naming the field); a lone UTF-16 surrogate (an emoji cut in
 * half by a browser truncating text) would be invalid UTF-8, so it becomes U+FFFD. Both would
 * otherwise fail only at insert time, as a 500. Contracts are shallow, so the walk stops at
 * MAX_INPUT_DEPTH: a deeply nested body must not exhaust the stack (JSON bodies deeper than that
 * are refused before they get here, by plugins/json-body.ts).
 */
export function sanitizeStrings(value: unknown, path: string[], problems: FieldProblem[]): unknown {
  if (path.length > MAX_INPUT_DEPTH) return value;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) problems.push({ path: path.join('.'), message: 'must not contain NUL characters' });
    return value.replace(LONE_SURROGATE, '\uFFFD');
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
