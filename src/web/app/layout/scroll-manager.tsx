import { useEffect } from 'react';
import { useLocation } from 'react-router';

const MAX_ATTEMPTS = 40;

/**
 * On navigation: scroll to the #anchor when there is one (waiting for a lazily loaded page to
 * render it), otherwise to the top. Smooth only when the visitor has not asked for less motion.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0 });
      return;
    }
    let attempts = 0;
    let frame = 0;
    let lastTop: number | undefined;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Scroll once the target has stopped moving: the same navigation closes the mobile menu
    // and may still be rendering a lazy page, and either shifts everything below it.
    const tryScroll = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        const top = target.getBoundingClientRect().top;
        // Still moving after every attempt: scroll anyway rather than not at all.
        if (top === lastTop || attempts === MAX_ATTEMPTS - 1) {
          target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
          return;
        }
        lastTop = top;
      }
      if (++attempts < MAX_ATTEMPTS) frame = requestAnimationFrame(tryScroll);
    };
    frame = requestAnimationFrame(tryScroll);
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return null;
}
