// The member's matches (docs/decisions/0020-discovery.md, 0027-module-boundaries.md).
import { z } from 'zod';
import { matchList } from '../contracts/discovery';
import * as endpoints from './matches-endpoints';
import { route, withSchemas } from './route';

/** The browser's pages may call the zod-free half (matches-endpoints.ts). */
export const getMatches = withSchemas(endpoints.getMatches, { response: matchList });

/** A malformed id is 404, like a match that is not the member's. */
export const unmatch = route({
  method: 'DELETE',
  path: '/api/matches/:id',
  access: 'verified',
  summary: 'Unmatch',
  description: "A malformed id is 404, like a match that is not the member's.",
  response: z.strictObject({ unmatched: z.literal(true) }),
});
