// Timing of the testimonial carousel (spec: 6 s auto-advance, 300 ms fade, navigation ignored
// while a fade runs). Kept apart from the markup so the timing can be tested with fake timers.
import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';
import { CAROUSEL_FADE_MS, CAROUSEL_INTERVAL_MS } from '../../../shared/constants';

export interface CarouselOptions {
  count: number;
  reducedMotion: boolean;
  intervalMs?: number;
  fadeMs?: number;
}

export function useCarousel({ count, reducedMotion, intervalMs = CAROUSEL_INTERVAL_MS, fadeMs = CAROUSEL_FADE_MS }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The visitor's own stop (WCAG 2.2.2): rotation stays off until they start it again.
  const [stopped, setStopped] = useState(false);
  // Refs, not state, guard navigation: two clicks in the same tick must not both start a fade.
  const indexRef = useRef(0);
  const fadingRef = useRef(false);
  const fadeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(fadeTimer.current), []);

  const goTo = useCallback(
    (target: number) => {
      if (fadingRef.current || count < 1) return;
      const next = ((target % count) + count) % count;
      if (next === indexRef.current) return;
      indexRef.current = next;
      if (reducedMotion) {
        setIndex(next);
        return;
      }
      // Fade the current quote out, then show the next one (which fades in through CSS).
      fadingRef.current = true;
      setFading(true);
      fadeTimer.current = setTimeout(() => {
        fadingRef.current = false;
        setFading(false);
        setIndex(next);
      }, fadeMs);
    },
    [count, fadeMs, reducedMotion],
  );

  const next = useCallback(() => goTo(indexRef.current + 1), [goTo]);
  const previous = useCallback(() => goTo(indexRef.current - 1), [goTo]);

  const autoRotating = !stopped && !hovered && !focused && !reducedMotion && count > 1;

  // Restarted after every change, so a manual step also gives the visitor a full interval.
  useEffect(() => {
    if (!autoRotating || fading) return;
    const timer = setTimeout(() => goTo(indexRef.current + 1), intervalMs);
    return () => clearTimeout(timer);
  }, [autoRotating, fading, index, intervalMs, goTo]);

  /** Spread on the element whose hover or keyboard focus pauses the rotation. */
  const pauseProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  return {
    index,
    fading,
    autoRotating,
    stopped,
    canRotate: !reducedMotion && count > 1,
    toggleStopped: () => setStopped((value) => !value),
    goTo,
    next,
    previous,
    pauseProps,
  };
}
