// How many frames a live socket may send (docs/decisions/0023-messages.md, "Budget"): a token
// bucket per socket. The browser sends "typing" at most every 3 s and a ping every 25 s (and one
// when the tab comes back into view), so a few frames a second with room for a burst is far above
// what it needs; a socket past it is closed, not slowed, since only a broken or hostile client
// gets there. Fifteen lines of our own: a library's limiter counts keys in a store, not the
// frames of one object in memory.

/** Frames a socket may send at once after a quiet spell. */
export const FRAME_BURST = 20;
/** Frames a socket may send per second, over time. */
export const FRAMES_PER_SECOND = 2;

export class FrameBudget {
  private tokens = FRAME_BURST;

  constructor(private at: number) {}

  /** Spends one frame at `now`; false once the budget is spent. */
  take(now: number): boolean {
    this.tokens = Math.min(FRAME_BURST, this.tokens + (Math.max(0, now - this.at) / 1000) * FRAMES_PER_SECOND);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
