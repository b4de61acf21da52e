// The member's matches (docs/decisions/0020-discovery.md, 0027-module-boundaries.md).
import { z } from 'zod';
import { matchList } from '../contracts/discovery';
import { route } from './route';

export const getMatches = route({
  method: 'GET',
  path: '/api/matches',
  access: 'verified',
  summary: "The member's matches",
  response: matchList,
});

/** A malformed id is 404, like a match that is not the member's. */
export const unmatch = route({
  method: 'DELETE',
  path: '/api/matches/:id',
  access: 'verified',
  summary: 'Unmatch',
  description: "A malformed id is 404, like a match that is not the member's.",
  response: z.strictObject({ unmatched: z.literal(true) }),
});
