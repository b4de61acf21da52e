// The next cards' photos are fetched before they are needed, so the card after a swipe is
// painted from the memory cache, never from the network (docs/targets.md S4). Each photo once per
// page load; the Image objects are kept so the browser does not drop a download half-way. A photo
// with a srcset (the phone card: card/phone-photo.ts) is asked for with the same srcset and sizes
// as the card draws it, so the browser fetches the rendition the card will show.
import type { PhotoSources } from '../card/phone-photo';

const requested = new Map<string, HTMLImageElement>();
/** Enough for the next few decks of cards; the oldest are let go first. */
const REMEMBERED = 60;

export function preloadImages(photos: readonly PhotoSources[]): void {
  for (const photo of photos) {
    const key = photo.srcSet ?? photo.src;
    if (requested.has(key)) continue;
    const image = new Image();
    image.decoding = 'async';
    // sizes and srcset before src: the browser picks the rendition when src is set.
    if (photo.srcSet && photo.sizes) {
      image.sizes = photo.sizes;
      image.srcset = photo.srcSet;
    }
    image.src = photo.src;
    requested.set(key, image);
    if (requested.size > REMEMBERED) requested.delete(requested.keys().next().value!);
  }
}

/** Tests: which photos were asked for (the srcset when there is one, else the URL). */
export function preloadedImages(): string[] {
  return [...requested.keys()];
}

export function forgetPreloadedImages(): void {
  requested.clear();
}
