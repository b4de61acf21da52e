// Discovery (docs/decisions/0020-discovery.md): the deck, swipes, 'View Again', a full profile, the
// boost, blocks and reports. For verified subscribers; the boost is Premium's.
import { z } from 'zod';
import {
  blockInput,
  boostState,
  deckFilters,
  deckResponse,
  memberProfile,
  reportInput,
  swipeInput,
  swipeResponse,
  viewAgainResponse,
} from '../contracts/discovery';
import { rewindResponse } from '../contracts/likes';
import * as endpoints from './deck-endpoints';
import { route, withSchemas } from './route';

/** The first chunk may call the zod-free half (deck-endpoints.ts). */
export const getDeck = withSchemas(endpoints.getDeck, { query: deckFilters, response: deckResponse });

export const swipe = route({
  method: 'POST',
  path: '/api/discovery/swipes',
  access: 'verified',
  summary: 'Like or pass on a member',
  body: swipeInput,
  response: swipeResponse,
});

export const viewAgain = route({
  method: 'POST',
  path: '/api/discovery/view-again',
  access: 'verified',
  summary: 'Bring back the members passed on (View Again)',
  response: viewAgainResponse,
});

/** A malformed id is 404, like a member the viewer may not see. */
export const getMemberProfile = route({
  method: 'GET',
  path: '/api/discovery/members/:id',
  access: 'verified',
  summary: "One member's profile as the viewer may see it",
  description: 'A malformed id is 404, like a member the viewer may not see.',
  response: memberProfile,
});

export const startBoost = route({
  method: 'POST',
  path: '/api/discovery/boost',
  access: 'premium',
  summary: 'Start a Premium boost',
  response: boostState,
});

export const blockMember = route({
  method: 'POST',
  path: '/api/discovery/blocks',
  access: 'verified',
  summary: 'Block a member (ends any match)',
  body: blockInput,
  response: z.strictObject({ blocked: z.literal(true) }),
});

export const reportMember = route({
  method: 'POST',
  path: '/api/discovery/reports',
  access: 'verified',
  summary: 'Report a member, with a message as evidence (blocks them too)',
  body: reportInput,
  response: z.strictObject({ reported: z.literal(true) }),
});

/** The member's latest swipe, if it is a pass of today not taken back before (docs/decisions/0020-discovery.md, "Rewind"). */
export const rewind = route({
  method: 'POST',
  path: '/api/discovery/rewind',
  access: 'premium',
  summary: "Take back the member's last pass (Rewind)",
  description: "Only the latest swipe, only a pass of today's UTC day, each pass once; otherwise 409 NOTHING_TO_REWIND.",
  response: rewindResponse,
});
