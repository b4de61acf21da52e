// Drag or swipe the top card on a touch screen (or with a mouse): the card follows the finger
// sideways, and past a third of its width (or 120 px) it is swiped to that side; short of it, it
// springs back. A tap without movement opens the member's profile. The card is moved by writing
// its transform directly, never through React state, so a drag costs no render (docs/targets.md
// S4); `touch-action: pan-y` on the card leaves vertical scrolling to the browser.
import { useCallback, useEffect, useRef } from 'react';

export type Side = 'left' | 'right';

/** Movement in px below which a press is a tap, and past which it starts a sideways drag. */
const TAP_SLOP = 8;
const MAX_THRESHOLD = 120;
const SPRING_BACK_MS = 150;

interface DragHandlers {
  /** False while a slide is running or swipes are spent: presses are ignored. */
  enabled: boolean;
  onSwipe: (side: Side) => void;
  onTap: () => void;
}

/** Controls and links keep their own clicks: a press on one never drags or taps the card. */
const isControl = (target: EventTarget | null) =>
  target instanceof Element && target.closest('button, a, input, textarea, select, label') !== null;

export function useDragGesture(handlers: DragHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  // Stable, so that a render during a drag (a swipe answer arriving) does not detach it.
  return useCallback((element: HTMLElement | null) => {
    if (!element) return;
    let start: { x: number; y: number; id: number } | null = null;
    let dragging = false;
    let offset = 0;

    const reset = () => {
      start = null;
      dragging = false;
      offset = 0;
    };
    const springBack = () => {
      element.style.transition = `transform ${SPRING_BACK_MS}ms ease-out`;
      element.style.transform = '';
      setTimeout(() => {
        element.style.transition = '';
      }, SPRING_BACK_MS);
    };

    const onDown = (event: PointerEvent) => {
      if (!latest.current.enabled || !event.isPrimary || event.button !== 0 || isControl(event.target)) return;
      start = { x: event.clientX, y: event.clientY, id: event.pointerId };
    };
    const onMove = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (!dragging) {
        if (Math.abs(dx) < TAP_SLOP || Math.abs(dx) < Math.abs(dy)) {
          // A vertical movement is the page scrolling: not ours.
          if (Math.abs(dy) >= TAP_SLOP) reset();
          return;
        }
        dragging = true;
        // The card glides into place with a CSS transition; under the finger it must not lag.
        element.style.transition = 'none';
        element.setPointerCapture?.(event.pointerId);
      }
      offset = dx;
      element.style.transform = `translateX(${dx}px) rotate(${dx / 24}deg)`;
    };
    const onUp = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const wasDragging = dragging;
      const distance = offset;
      reset();
      if (!wasDragging) {
        latest.current.onTap();
        return;
      }
      const threshold = Math.min(MAX_THRESHOLD, element.offsetWidth / 3 || MAX_THRESHOLD);
      if (Math.abs(distance) >= threshold && latest.current.enabled) latest.current.onSwipe(distance > 0 ? 'right' : 'left');
      else springBack();
    };
    const onCancel = () => {
      if (dragging) springBack();
      reset();
    };

    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerup', onUp);
    element.addEventListener('pointercancel', onCancel);
    return () => {
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerup', onUp);
      element.removeEventListener('pointercancel', onCancel);
    };
  }, []);
}
