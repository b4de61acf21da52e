// A react-hook-form resolver from a shared zod contract (docs/decisions/0029-forms.md). The
// contract may come as a loader, so that a public page's first script holds no zod
// (docs/targets.md S1): it is fetched on the first check. Each field's first issue becomes a
// translation key (the issue's own message, or what `errorKey` makes of it), so the texts
// follow a language switch. The zod resolver is fetched with the contract, on the first check,
// not with the page: a public page's first script stays without it (docs/targets.md S1).
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { lazyOnce } from '../lazy-once';

/** A zod schema, or a loader of one (a dynamic import). */
export type SchemaSource<Output> = ZodType<Output> | (() => Promise<ZodType<Output>>);

/** The translation key of a field's first issue; `issue.type` is zod's code ('too_big'...). */
export type ErrorKeyOf<V> = (field: keyof V & string, issue: { type: string; message: string }, values: V) => string;

/** The error a failed schema download leaves on the form, said as a network failure. */
export const SCHEMA_UNAVAILABLE = 'schemaUnavailable';

const isLoader = <Output>(source: SchemaSource<Output>): source is () => Promise<ZodType<Output>> => typeof source === 'function';

const zodResolverOf = lazyOnce(() => import('@hookform/resolvers/zod').then((module) => module.zodResolver));

/** A nested error (an array's item) stands for its field: the first message found. */
function firstIssue(error: unknown): { type: string; message: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { type, message } = error as Partial<FieldError>;
  if (typeof message === 'string') return { type: String(type), message };
  for (const value of Object.values(error)) {
    const found = firstIssue(value);
    if (found) return found;
  }
  return undefined;
}

/** Starts the downloads a first check needs (the contract, the resolver) ahead of it. */
export function preloadValidation<Output>(source: SchemaSource<Output>): void {
  void Promise.all([isLoader(source) ? source() : source, zodResolverOf()]).catch(() => {});
}

export function contractResolver<V extends FieldValues, Output>(
  source: SchemaSource<Output>,
  errorKey?: ErrorKeyOf<V>,
): Resolver<V, unknown, Output> {
  return async (values, context, options) => {
    let schema: ZodType<Output>;
    let zodResolver: Awaited<ReturnType<typeof zodResolverOf>>;
    try {
      [schema, zodResolver] = await Promise.all([isLoader(source) ? source() : source, zodResolverOf()]);
    } catch {
      return { values: {}, errors: { root: { type: SCHEMA_UNAVAILABLE, message: SCHEMA_UNAVAILABLE } } as FieldErrors<V> };
    }
    const result = await (zodResolver(schema as never) as unknown as Resolver<V, unknown, Output>)(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const errors: Record<string, FieldError> = {};
    for (const [field, error] of Object.entries(result.errors)) {
      const issue = firstIssue(error);
      if (issue) errors[field] = { type: issue.type, message: errorKey ? errorKey(field, issue, values) : issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** A loader that fetches once, and again after a failed download. */
export function lazySchema<Output>(load: () => Promise<ZodType<Output>>): () => Promise<ZodType<Output>> {
  return lazyOnce(load);
}
