// The one JSON body parser of every route. Fastify's own parser (which already refuses
// `__proto__` and `constructor` poisoning) runs first; then a body nested deeper than any contract
// of ours, or holding text PostgreSQL cannot store (a NUL character, half of a UTF-16 surrogate
// pair) anywhere, is refused with 400 before any route sees it. Deep nesting overflows recursive
// validators (better-auth's among them) into a 500, and unstorable text fails the first query
// that carries it, so either would otherwise surface as a 5xx (targets.md T2).
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** Our deepest contract nests three levels; twenty leaves room and stops stack-deep bodies. */
export const MAX_JSON_DEPTH = 20;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The first reason `value` is refused, or undefined. Iterative, so that depth itself is safe. */
export function jsonBodyProblem(value: unknown): string | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (unstorable(current)) return 'A text contains a NUL character or is not valid Unicode.';
    } else if (typeof current === 'object' && current !== null) {
      if (depth >= MAX_JSON_DEPTH) return `The body is nested deeper than ${MAX_JSON_DEPTH} levels.`;
      for (const [key, item] of Object.entries(current)) {
        if (unstorable(key)) return 'A name contains a NUL character or is not valid Unicode.';
        pending.push({ value: item, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, parsed) => {
      if (error) return done(error, undefined);
      const problem = jsonBodyProblem(parsed);
      if (problem) return done(new AppError('VALIDATION_FAILED', problem), undefined);
      return done(null, parsed);
    });
  });
}
