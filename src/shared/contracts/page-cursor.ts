import { z } from 'zod';

// Keyset paging of the admin console's lists (docs/decisions/0033-admin-console.md, "Paging"):
// newest first by a time, an id breaking ties. The next page starts after the previous page's
// last row, named by an opaque cursor: its time as the database wrote it (to the microsecond,
// which a JavaScript date would lose) and its id, in base64url. The browser only hands it back.

/** The last row of a page, as the next page's query starts after it. */
export interface PageKey {
  /** The row's time as PostgreSQL prints it, e.g. `2026-11-27 19:07:48.123456+00`. */
  at: string;
  id: string | number;
}

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,300}$/;

const toBase64Url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

const fromBase64Url = (value: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(value.replaceAll('-', '+').replaceAll('_', '/')), (char) => char.charCodeAt(0)));

/** The cursor the server hands out for the row after which the next page starts. */
export const encodeCursor = (key: PageKey): string => toBase64Url(JSON.stringify([key.at, key.id]));

/** The key a cursor names, or null when it is not one the server could have written. */
export function decodeCursor(cursor: string): PageKey | null {
  if (!BASE64URL.test(cursor)) return null;
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(cursor));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [at, id] = parsed as unknown[];
    if (typeof at !== 'string' || !TIME.test(at)) return null;
    if (typeof id === 'number' ? !Number.isSafeInteger(id) || id < 0 : typeof id !== 'string' || !ID.test(id)) return null;
    return { at, id: id as PageKey['id'] };
  } catch {
    return null;
  }
}

/** A cursor in a query: anything else is a 400, before the query runs. */
export const pageCursor = z.string().transform((cursor, context) => {
  const key = decodeCursor(cursor);
  if (key === null) {
    context.addIssue({ code: 'custom', message: 'Not a page cursor.' });
    return z.NEVER;
  }
  return key;
});

/** How many rows a page may hold: `fallback` when not asked, never more than `max`. */
export const pageLimit = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/** The paging part of a list's query. */
export const pageQuery = (fallback: number, max: number) => ({ cursor: pageCursor.optional(), limit: pageLimit(fallback, max) });

/** The cursor of the next page in an answer; null on the last page. */
export const nextCursor = z.string().nullable();
