// What the conversation asks of the screens around it. A feature imports no other feature
// (docs/architecture.md), so the route (src/web/app/routes/messages.tsx) hands in discovery's
// modal dialog, member profile and safety buttons (block, report, and report this message).
import type { ReactNode } from 'react';
import type { ReportReason } from '../../../shared/contracts/discovery';

export type { DialogComponent, DialogProps } from '../../components/dialog-slot';

/** Draws the partner's full profile over the conversation; `onGone`: blocked or reported from it. */
export type RenderProfile = (memberId: string, close: () => void, onGone: () => void) => ReactNode;

/**
 * Draws the Block and Report buttons for the partner, each asking first in its own dialog;
 * `onEnded` once either is stored (the member never sees the partner again). `className` is the
 * look of the options menu's entries.
 */
export type RenderSafetyActions = (partner: { id: string; displayName: string }, onEnded: () => void, className: string) => ReactNode;

/** A report pointing at one of the partner's messages, with the reason chosen ahead. */
export interface MessageReport {
  partner: { id: string; displayName: string };
  messageId: number;
  reason: ReportReason;
}

/**
 * Draws the one-tap Report under a flagged message from the partner: it opens the report dialog
 * pointed at that message, `reason` chosen (the member may change it). `onEnded` once the report
 * is stored (a report also blocks: the conversation is over). `className` is the button's look.
 */
export type RenderReportMessage = (report: MessageReport, onEnded: () => void, className: string) => ReactNode;
