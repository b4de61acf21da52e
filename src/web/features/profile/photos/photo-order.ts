// The new order of photo ids for each reordering button. The server takes the whole order
// (PUT /api/profile/photos/order), so the buttons only compute it.

/** `ids` with the item at `from` moved to `to` (both within the list). */
export function moved(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The main photo is the first one: making a photo main moves it to the front. */
export const madeMain = (ids: readonly string[], index: number): string[] => moved(ids, index, 0);
