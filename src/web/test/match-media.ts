// A controllable window.matchMedia for jsdom, which has none. Queries are evaluated live against
// a small state (reduced motion, colour scheme, viewport width), so code that reads `.matches`
// later, or listens for 'change', sees what a test set with setMatchMedia().
import { act } from '@testing-library/react';

export interface MediaState {
  reducedMotion: boolean;
  colorScheme: 'light' | 'dark';
  /** Viewport width in CSS px, for (min-width)/(max-width) queries; 1rem = 16px. */
  width: number;
}

const DEFAULT_STATE: MediaState = { reducedMotion: false, colorScheme: 'light', width: 1024 };

// Kept on globalThis so that every copy of this module (setup file and tests) shares one state.
interface Registry {
  state: MediaState;
  lists: Set<FakeMediaQueryList>;
}
const KEY = Symbol.for('sahel-hearts.test.match-media');
const globals = globalThis as unknown as Record<symbol, Registry | undefined>;
const registry: Registry = (globals[KEY] ??= { state: { ...DEFAULT_STATE }, lists: new Set() });

function toPx(value: string): number {
  const match = /^([\d.]+)(px|rem|em)?$/.exec(value.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * (match[2] === 'rem' || match[2] === 'em' ? 16 : 1);
}

function evaluateFeature(feature: string, state: MediaState): boolean {
  const inner = feature.trim().replace(/^\(|\)$/g, '');
  const [name = '', rawValue] = inner.split(':').map((part) => part.trim());
  switch (name) {
    case 'prefers-reduced-motion':
      return rawValue === undefined ? state.reducedMotion : (rawValue === 'reduce') === state.reducedMotion;
    case 'prefers-color-scheme':
      return rawValue === state.colorScheme;
    case 'min-width':
      return state.width >= toPx(rawValue ?? '');
    case 'max-width':
      return state.width <= toPx(rawValue ?? '');
    case 'all':
    case 'screen':
      return true;
    default:
      return false;
  }
}

/** Supports comma lists, `and`, a leading `not`, and the features above; anything else is false. */
export function evaluateMediaQuery(query: string, state: MediaState = registry.state): boolean {
  return query.split(',').some((alternative) => {
    let text = alternative.trim();
    const negate = text.startsWith('not ');
    if (negate) text = text.slice(4);
    const result = text.split(/\s+and\s+/).every((part) => evaluateFeature(part.replace(/^only\s+/, ''), state));
    return negate ? !result : result;
  });
}

type Listener = ((event: MediaQueryListEvent) => void) | { handleEvent: (event: MediaQueryListEvent) => void };

class FakeMediaQueryList extends EventTarget implements MediaQueryList {
  onchange: ((this: MediaQueryList, event: MediaQueryListEvent) => unknown) | null = null;
  private readonly legacy = new Set<Listener>();

  constructor(readonly media: string) {
    super();
  }

  get matches(): boolean {
    return evaluateMediaQuery(this.media);
  }

  addListener(listener: Listener | null): void {
    if (listener) this.addEventListener('change', listener as EventListener);
  }

  removeListener(listener: Listener | null): void {
    if (listener) this.removeEventListener('change', listener as EventListener);
  }

  notify(matches: boolean) {
    const event = new Event('change') as MediaQueryListEvent;
    Object.defineProperties(event, { matches: { value: matches }, media: { value: this.media } });
    this.onchange?.call(this, event);
    this.dispatchEvent(event);
  }
}

function matchMedia(query: string): MediaQueryList {
  const list = new FakeMediaQueryList(query);
  registry.lists.add(list);
  return list;
}

/** Installs the fake on window (done by src/web/test/setup.ts). */
export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
}

/**
 * Changes what media queries report, e.g. setMatchMedia({ reducedMotion: true }) or
 * setMatchMedia({ colorScheme: 'dark' }). Lists whose answer changes fire 'change' (inside act).
 */
export function setMatchMedia(changes: Partial<MediaState>): void {
  const before = new Map([...registry.lists].map((list) => [list, list.matches] as const));
  registry.state = { ...registry.state, ...changes };
  const changed = [...before].filter(([list, matched]) => list.matches !== matched);
  if (changed.length === 0) return;
  act(() => {
    for (const [list] of changed) list.notify(list.matches);
  });
}

export function getMatchMediaState(): Readonly<MediaState> {
  return registry.state;
}

/** Back to no reduced motion, light scheme, 1024 px; forgets every list (called after each test). */
export function resetMatchMedia(): void {
  registry.state = { ...DEFAULT_STATE };
  registry.lists.clear();
}
