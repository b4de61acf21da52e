// Target S8 (docs/targets.md): a member's first visit to /profiles, with 20 cards and their photos,
// transfers at most 600 KB. For `npm run bench:swipe` (scripts/bench-deck-browser.ts).
//
// A fresh browser context (empty cache) already signed in opens /profiles; every response the
// page receives is counted with what Chromium says went over the wire for it (CDP
// Network.loadingFinished `encodedDataLength`: headers and the compressed body). The deck shows
// the top card and the one behind it and preloads three more photos; the other photos of the
// first page of 20 cards would arrive as the member swipes. So that the figure covers 20 cards, the
// page then fetches the first page's remaining card photos itself, as the deck will, and they are
// counted with the rest (the report says how many the deck loaded and how many were added).
import type { BrowserContext, CDPSession } from 'playwright-core';
import type { DeckResponse } from '../../src/shared/contracts/discovery';

export type TransferKind = 'html' | 'js' | 'css' | 'fonts' | 'texts' | 'api' | 'images' | 'other';

export interface DeckTransfer {
  bytes: Record<TransferKind, number>;
  total: number;
  requests: number;
  cards: number;
  photosByDeck: number;
  photosAdded: number;
  /** Photos of the first page that went over the wire (loaded, or added), for a check. */
  photosCounted: number;
}

interface Seen {
  url: string;
  type: string;
  mimeType: string;
  bytes?: number;
  failed?: boolean;
}

function kindOf(entry: Seen): TransferKind {
  const path = new URL(entry.url).pathname;
  if (entry.type === 'Document') return 'html';
  if (entry.type === 'Script') return 'js';
  if (entry.type === 'Stylesheet') return 'css';
  if (entry.type === 'Font' || /\.(woff2?|ttf|otf)$/.test(path)) return 'fonts';
  if (entry.mimeType.startsWith('image/')) return 'images';
  if (path.startsWith('/api/')) return 'api';
  if (path.endsWith('.json')) return 'texts';
  return 'other';
}

/** Every response of the page with its bytes on the wire, by CDP request id. */
async function watchNetwork(cdp: CDPSession): Promise<Map<string, Seen>> {
  const seen = new Map<string, Seen>();
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', (event) => {
    seen.set(event.requestId, { url: event.response.url, type: event.type ?? 'Other', mimeType: event.response.mimeType });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = seen.get(event.requestId);
    if (entry) entry.bytes = event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (event) => {
    const entry = seen.get(event.requestId);
    if (entry) entry.failed = true;
  });
  return seen;
}

export async function measureDeckTransfer(context: BrowserContext, origin: string): Promise<DeckTransfer> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const seen = await watchNetwork(cdp);
  const deckAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/discovery/deck');
  await page.goto(`${origin}/profiles`);
  const deck = (await (await deckAnswer).json()) as DeckResponse;
  await page.getByRole('button', { name: 'Pass', exact: true }).waitFor();
  // The top card's photo, the one behind it and the preloaded ones.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));

  const photoUrls = deck.cards.flatMap((card) => (card.photo ? [new URL(card.photo.url, origin).href] : []));
  const loaded = new Set(Array.from(seen.values(), (entry) => entry.url));
  const missing = photoUrls.filter((url) => !loaded.has(url));
  await page.evaluate(async (urls) => {
    await Promise.all(urls.map(async (url) => (await fetch(url, { credentials: 'same-origin' })).blob()));
  }, missing);
  await page.waitForLoadState('networkidle');
  // The last loadingFinished events may trail the page's promise by a moment.
  for (let tries = 0; tries < 50 && Array.from(seen.values()).some((entry) => entry.bytes === undefined && !entry.failed); tries++) {
    await page.waitForTimeout(50);
  }
  await page.close();

  const bytes: Record<TransferKind, number> = { html: 0, js: 0, css: 0, fonts: 0, texts: 0, api: 0, images: 0, other: 0 };
  let requests = 0;
  for (const entry of seen.values()) {
    if (entry.bytes === undefined) continue;
    bytes[kindOf(entry)] += entry.bytes;
    requests++;
  }
  const counted = new Set(
    Array.from(seen.values())
      .filter((entry) => entry.bytes !== undefined)
      .map((entry) => entry.url),
  );
  return {
    bytes,
    total: Object.values(bytes).reduce((sum, value) => sum + value, 0),
    requests,
    cards: deck.cards.length,
    photosByDeck: photoUrls.length - missing.length,
    photosAdded: missing.length,
    photosCounted: photoUrls.filter((url) => counted.has(url)).length,
  };
}
