// The next cards' photos are fetched before they are needed, so the card after a swipe is
// painted from the memory cache, never from the network (docs/targets.md S4). Each URL once per page
// load; the Image objects are kept so the browser does not drop a download half-way.
const requested = new Map<string, HTMLImageElement>();
/** Enough for the next few decks of cards; the oldest are let go first. */
const REMEMBERED = 60;

export function preloadImages(urls: readonly string[]): void {
  for (const url of urls) {
    if (requested.has(url)) continue;
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    requested.set(url, image);
    if (requested.size > REMEMBERED) requested.delete(requested.keys().next().value!);
  }
}

/** Tests: which URLs were asked for. */
export function preloadedImages(): string[] {
  return [...requested.keys()];
}

export function forgetPreloadedImages(): void {
  requested.clear();
}
