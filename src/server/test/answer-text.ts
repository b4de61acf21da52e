// An API answer as text for the "never in any answer" checks (no coordinate, no hidden field), with
// every id and time masked. An id (a UUID, or better-auth's 32 random letters and digits, also
// inside a photo's address) or a timestamp can hold any run of digits, so a search of the raw body
// for a coordinate such as 1469 or -374 would fail now and then on its own (docs/architecture.md,
// Tests: no test depends on random ids).
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g;

/** The values of every `id` and `…Id` key, at any depth. */
function idsIn(value: unknown, ids: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) idsIn(item, ids);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'id' || key.endsWith('Id')) && typeof item === 'string') ids.add(item);
      else idsIn(item, ids);
    }
  }
  return ids;
}

export function answerText(body: string): string {
  let text = body;
  for (const id of idsIn(JSON.parse(body), new Set())) text = text.replaceAll(id, '<id>');
  return text.replace(UUID, '<id>').replace(ISO_TIME, '<time>');
}
