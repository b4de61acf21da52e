// The deck's first page without zod: the first chunk asks it beside GET /api/me when a returning
// member opens /profiles (web/features/discovery/api/early-deck.ts), and the first chunk loads no
// zod (docs/targets.md S1). The server registers the full contract of discovery.ts, built on this.
import type { z } from 'zod';
import type { deckFilters, deckResponse } from '../contracts/discovery';
import { route, typed } from './route';

/** Filters are Premium's: a Basic member's filtered deck is refused. */
export const getDeck = route({
  method: 'GET',
  path: '/api/discovery/deck',
  access: 'verified',
  summary: "The next page of the member's discovery deck",
  description: "Filters are Premium's: a Basic member's filtered deck is refused.",
  query: typed<z.input<typeof deckFilters>>(),
  response: typed<z.output<typeof deckResponse>>(),
});
