// What the Likes screen asks of the screens around it. A feature imports no other feature
// (docs/architecture.md), so the route (src/web/app/routes/likes.tsx) hands in discovery's match
// moment, shown when a like back makes a match.
import type { ReactNode } from 'react';
import type { MatchMoment } from '../../../shared/contracts/discovery';

/** Draws the match moment over the screen while `match` is set; `onClose` when the member leaves it. */
export type RenderMatch = (match: MatchMoment | null, onClose: () => void) => ReactNode;
