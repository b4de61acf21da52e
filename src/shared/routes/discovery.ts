// Discovery (docs/decisions/0020-discovery.md): the deck, swipes, 'View Again', a full profile, the
// boost, blocks and reports. For verified subscribers; the boost is Premium's.
import {
  blockInput,
  type BoostState,
  type DeckResponse,
  deckFilters,
  type MemberProfile,
  reportInput,
  swipeInput,
  type SwipeResponse,
} from '../contracts/discovery';
import { route, typed } from './route';

/** Filters are Premium's: a Basic member's filtered deck is refused. */
export const getDeck = route({
  method: 'GET',
  path: '/api/discovery/deck',
  access: 'verified',
  query: deckFilters,
  response: typed<DeckResponse>(),
});

export const swipe = route({
  method: 'POST',
  path: '/api/discovery/swipes',
  access: 'verified',
  body: swipeInput,
  response: typed<SwipeResponse>(),
});

export const viewAgain = route({
  method: 'POST',
  path: '/api/discovery/view-again',
  access: 'verified',
  response: typed<{ restored: number }>(),
});

/** A malformed id is 404, like a member the viewer may not see. */
export const getMemberProfile = route({
  method: 'GET',
  path: '/api/discovery/members/:id',
  access: 'verified',
  response: typed<MemberProfile>(),
});

export const startBoost = route({ method: 'POST', path: '/api/discovery/boost', access: 'premium', response: typed<BoostState>() });

export const blockMember = route({
  method: 'POST',
  path: '/api/discovery/blocks',
  access: 'verified',
  body: blockInput,
  response: typed<{ blocked: true }>(),
});

export const reportMember = route({
  method: 'POST',
  path: '/api/discovery/reports',
  access: 'verified',
  body: reportInput,
  response: typed<{ reported: true }>(),
});
