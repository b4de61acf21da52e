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
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const tryScroll = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
        return;
      }
      if (++attempts < MAX_ATTEMPTS) frame = requestAnimationFrame(tryScroll);
    };
    // Start a frame later: the same navigation closes the mobile menu, and scrolling before that
    // collapse lands the target far below the top.
    frame = requestAnimationFrame(tryScroll);
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return null;
}
