// What the match list asks of the screens around it. A feature imports no other feature
// (docs/architecture.md), so the route (src/web/app/routes/matches.tsx) hands in discovery's
// modal dialog and member profile.
import type { ComponentType, ReactNode } from 'react';
import type { MemberCard } from '../../../shared/contracts/discovery';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The id of the dialog's heading. */
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
}

export type DialogComponent = ComponentType<DialogProps>;

/**
 * Draws the member's full profile over the list. `close` ends it; `onGone` says the member was
 * blocked or reported from it, which ends the match too.
 */
export type RenderProfile = (member: MemberCard, close: () => void, onGone: () => void) => ReactNode;
