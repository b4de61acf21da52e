// The ids in API paths, written once: a row's number (a match, a conversation, a report) and a
// member's id. Routes whose malformed id means 404 parse them themselves with these, so that a
// malformed id answers as an unknown one does (docs/decisions/0028-route-contracts.md); the others
// declare them as their contract's `params`.
import { z } from 'zod';

/** The largest id a PostgreSQL `integer` or `serial` column holds. */
const MAX_ROW_ID = 2 ** 31 - 1;

/** `:id`, a row's number. */
export const rowIdParams = z.strictObject({ id: z.coerce.number().int().positive().max(MAX_ROW_ID) });

/** A member's id (better-auth's user id). */
export const memberId = z.string().min(1).max(64);

/** `:id`, a member's id. */
export const memberIdParams = z.strictObject({ id: memberId });
