// Likes (docs/decisions/0020-discovery.md, "Likes"): who liked the member, and the blurred tiles
// Basic members see of them. For verified subscribers; a like back or a pass is the deck's swipe.
import { likesQuery, likesResponse } from '../contracts/likes';
import { fileAnswer, route } from './route';

/** Premium gets the likers and a cursor; Basic the count and blurred tiles. */
export const getLikes = route({
  method: 'GET',
  path: '/api/likes',
  access: 'verified',
  summary: 'The members who liked the viewer and whom the viewer has not swiped yet, newest first',
  description: "Premium gets the likers' cards, a page at a time; Basic gets the count and blurred tiles that name nobody.",
  query: likesQuery,
  response: likesResponse,
});

/** Only for a member the tile's owner liked; anyone else gets 404, like a tile that does not exist. */
export const getLikePreview = route({
  method: 'GET',
  path: '/api/likes/previews/:id',
  access: 'verified',
  summary: "A liker's photo, blurred by the server",
  description: "A small WebP image, not JSON, for a member the photo's owner liked; 404 for anyone else.",
  response: fileAnswer,
});
