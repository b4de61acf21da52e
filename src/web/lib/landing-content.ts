// Shared by the landing page and the admin console's editor (features do not import each other).
// What the landing page shows of the admins' published content (docs/decisions/0037-landing-editor.md):
// the hero's texts, the carousel's quotes, the countries and their introduction, in the page's
// language. null: nothing is published (or the request failed), and the built-in texts of the
// locale files show. The admin's preview gives its draft through the same context, so the
// preview is drawn by the landing page's own components.
import { type ComponentType, createContext, useContext } from 'react';
import type { Language } from '../../shared/constants';
import type { LandingView } from '../../shared/contracts/landing-content';

export type LandingContentState = { status: 'loading' } | { status: 'ready'; view: LandingView | null };

export const LandingContentContext = createContext<LandingContentState>({ status: 'ready', view: null });

export function useLandingContent(): LandingContentState {
  return useContext(LandingContentContext);
}

/** The published view once known; null while loading or when the built-in texts show. */
export function useLandingView(): LandingView | null {
  const state = useLandingContent();
  return state.status === 'ready' ? state.view : null;
}

/** The three couples' stories built in; their texts live under landing.testimonials.stories.<id>. */
export const STORY_IDS = ['hodanAbdirahman', 'selamDawit', 'awaMoussa'] as const;

/** The published answers this page has read, by language, kept for the page's life. */
export const publishedAnswers = new Map<Language, LandingView | null>();

/** Forgets every answer (an admin just published): the next landing page asks again. */
export function forgetPublishedLanding(): void {
  publishedAnswers.clear();
}

/** Draws the landing page's editable sections with some content (features/landing/landing-sections.tsx). */
export type LandingSectionsComponent = ComponentType<{ view: LandingView }>;
