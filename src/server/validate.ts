import type { z } from 'zod';
import { AppError } from './errors';

interface FieldProblem {
  path: string;
  message: string;
}

const MAX_DEPTH = 8;

/**
 * PostgreSQL text cannot hold U+0000, so a string carrying one would fail at insert time as a
 * 500. It is refused here, for every route at once, before anything is written. Contracts are
 * shallow, so the walk stops at MAX_DEPTH: a deeply nested body must not exhaust the stack.
 */
function findNulCharacters(value: unknown, path: string[] = [], found: FieldProblem[] = []): FieldProblem[] {
  if (path.length > MAX_DEPTH) return found;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push({ path: path.join('.'), message: 'must not contain NUL characters' });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => findNulCharacters(item, [...path, String(index)], found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) findNulCharacters(item, [...path, key], found);
  }
  return found;
}

/** Parses request input with a shared contract; failures become VALIDATION_FAILED with the fields named. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const nul = findNulCharacters(value);
  if (nul.length > 0) throw new AppError('VALIDATION_FAILED', 'The request is not valid.', { fields: nul });
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION_FAILED', 'The request is not valid.', { fields });
}
