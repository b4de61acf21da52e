// What the match list asks of the screens around it. A feature imports no other feature
// (docs/architecture.md), so the route (src/web/app/routes/matches.tsx) hands in discovery's
// modal dialog and member profile.
import type { ReactNode } from 'react';
import type { MemberCard } from '../../../shared/contracts/discovery';

export type { DialogComponent, DialogProps } from '../../components/dialog-slot';

/**
 * Draws the member's full profile over the list. `close` ends it; `onGone` says the member was
 * blocked or reported from it, which ends the match too.
 */
export type RenderProfile = (member: MemberCard, close: () => void, onGone: () => void) => ReactNode;
