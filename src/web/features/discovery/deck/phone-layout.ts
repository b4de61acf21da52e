// Whether the deck is drawn for a phone (narrower than 768 px, Tailwind's `md`): the photo-first
// card with Pass and Like over its photo (card/phone-card-view.tsx). A media query rather than CSS
// alone, because the two layouts place Pass and Like differently in the page's order.
import { mediaQuery } from '../../../lib/media-query';

export const phoneLayout = mediaQuery('(max-width: 767.98px)');
