// The match list without zod (docs/decisions/0028-route-contracts.md): the landing page asks it
// when a Premium member presses a featured card's Chat, and public pages load no zod
// (docs/targets.md S1); the server registers the full contract of matches.ts, built on this.
import type { z } from 'zod';
import type { matchList } from '../contracts/discovery';
import { route, typed } from './route';

export const getMatches = route({
  method: 'GET',
  path: '/api/matches',
  access: 'verified',
  summary: "The member's matches",
  response: typed<z.output<typeof matchList>>(),
});
