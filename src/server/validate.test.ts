import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { parseInput } from './validate';

const schema = z.object({ name: z.string().min(1), tags: z.array(z.string()).optional() });

function refusal(value: unknown): unknown {
  try {
    parseInput(schema, value);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, details: error.details };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseInput', () => {
  it('returns the parsed value', () => {
    expect(parseInput(schema, { name: 'Amina', extra: 1 })).toEqual({ name: 'Amina' });
  });

  it('names every bad field', () => {
    expect(refusal({ name: '', tags: [1] })).toEqual({
      code: 'VALIDATION_FAILED',
      details: { fields: [expect.objectContaining({ path: 'name' }), expect.objectContaining({ path: 'tags.0' })] },
    });
  });

  it('refuses NUL characters, naming the field, since PostgreSQL text cannot hold them', () => {
    expect(refusal({ name: 'a\u0000b', tags: ['ok', '\u0000'] })).toEqual({
      code: 'VALIDATION_FAILED',
      details: {
        fields: [
          { path: 'name', message: 'must not contain NUL characters' },
          { path: 'tags.1', message: 'must not contain NUL characters' },
        ],
      },
    });
  });

  it('refuses lone surrogates, naming the field, and keeps whole emoji', () => {
    expect(refusal({ name: 'ok 🙂 cut \ud83d', tags: ['\ude42x', '🙂'] })).toEqual({
      code: 'VALIDATION_FAILED',
      details: {
        fields: [
          { path: 'name', message: 'malformedText' },
          { path: 'tags.0', message: 'malformedText' },
        ],
      },
    });
    expect(parseInput(schema, { name: 'ok 🙂', tags: ['\ud83d\ude42'] })).toEqual({ name: 'ok 🙂', tags: ['🙂'] });
  });

  it('survives a deeply nested body', () => {
    let nested: unknown = 'leaf';
    for (let depth = 0; depth < 50_000; depth += 1) nested = [nested];
    expect(refusal({ name: 'x', tags: nested })).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
