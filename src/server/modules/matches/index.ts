// The matches module's public face: what other modules and app.ts use of it; nothing else of the
// module may be imported from outside it (docs/decisions/0027-module-boundaries.md).
export {
  type Conversation,
  conversationOf,
  conversationsWithPartnersOf,
  conversationUnavailable,
  isConversationOf,
  partnerInMatch,
} from './conversation';
export { recordLike } from './likes';
export { matchesOf } from './match-list';
export { orderedPair } from './pair';
export { blockAndEndMatch, type Ended, unmatch } from './unmatch';
