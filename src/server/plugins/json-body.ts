// The one JSON body parser of every route, ours and better-auth's alike. Fastify's own parser
// (which already refuses `__proto__` and `constructor` poisoning) runs first. Then a body nested
// deeper than any contract of ours is refused, and so is text PostgreSQL cannot store as sent,
// as `parseInput` does it (validate.ts): a NUL character or a lone UTF-16 surrogate (`"\ud800"`)
// is refused naming its field. Deep nesting overflows recursive validators (better-auth's among
// them) into a 500, and unstorable text fails the first query that carries it, so either would
// otherwise surface as a 5xx (docs/targets.md T2).
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { type FieldProblem, MAX_INPUT_DEPTH, sanitizeStrings } from '../validate';

/** Whether `value` nests deeper than MAX_INPUT_DEPTH, or has a NUL in a key. Iterative, so that depth itself is safe. */
function structureProblem(value: unknown): FieldProblem | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (path.length >= MAX_INPUT_DEPTH) return { path: path.join('.'), message: `must not nest deeper than ${MAX_INPUT_DEPTH} levels` };
    for (const [key, item] of Object.entries(current)) {
      if (key.includes('\u0000')) return { path: path.join('.'), message: 'names must not contain NUL characters' };
      pending.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    void parseJson(request, body as string, (error, parsed) => {
      if (error) return done(error, undefined);
      const problem = structureProblem(parsed);
      const problems: FieldProblem[] = problem ? [problem] : [];
      const sanitized = problem ? undefined : sanitizeStrings(parsed, [], problems);
      if (problems.length > 0) return done(new AppError('VALIDATION_FAILED', 'The request is not valid.', { fields: problems }), undefined);
      return done(null, sanitized);
    });
  });
}
