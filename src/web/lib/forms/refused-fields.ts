// The fields a VALIDATION_FAILED answer names: `details.fields[].path` is a dotted path
// ('answers.interests.3'); a form flags the top-level field it belongs to.
import { ApiError } from '../api-client';

export function refusedFieldNames(details: unknown): string[] {
  const fields = (details as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((item: unknown) => {
    const path = (item as { path?: unknown } | null)?.path;
    return typeof path === 'string' ? [path.split('.')[0] ?? ''] : [];
  });
}

/**
 * useContractForm's `fieldErrorsFor` for a form whose server refusals are VALIDATION_FAILED: each
 * named field of the form gets `keyOf(field)`, the key that says what is wrong with it.
 */
export function refusedFields<F extends string, K extends string>(fields: readonly F[], keyOf: (field: F) => K) {
  return (error: unknown): Partial<Record<F, K>> => {
    if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return {};
    const named = new Set(refusedFieldNames(error.details));
    return Object.fromEntries(fields.filter((field) => named.has(field)).map((field) => [field, keyOf(field)])) as Partial<Record<F, K>>;
  };
}
