// The counts on the member's tabs, without zod: the shell in the first chunk asks them on every
// member page (docs/targets.md S1). The server registers the full contract of badges.ts.
import type { MemberBadges } from '../contracts/badges';
import { route, typed } from './route';

export const getBadges = route({
  method: 'GET',
  path: '/api/me/badges',
  access: 'verified',
  summary: "The counts on the member's tabs: unread messages and new likes",
  response: typed<MemberBadges>(),
});
