// The fields a VALIDATION_FAILED answer names: `details.fields[].path` is a dotted path
// ('answers.interests.3'); a form flags the top-level field it belongs to.
export function refusedFieldNames(details: unknown): string[] {
  const fields = (details as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((item: unknown) => {
    const path = (item as { path?: unknown } | null)?.path;
    return typeof path === 'string' ? [path.split('.')[0] ?? ''] : [];
  });
}
