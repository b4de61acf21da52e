// @vitest-environment node
// What a live socket knows of its member's conversations (live-conversations.ts): typing answered
// from memory, a read only for a conversation it does not know (at most one per LOOKUP_EVERY_MS)
// or a list grown old, bounded, and an ended conversation never back.
import { describe, expect, it } from 'vitest';
import { FRAME_BURST, FRAMES_PER_SECOND, FrameBudget } from './frame-budget';
import { LiveConversations, LOOKUP_EVERY_MS, MAX_KNOWN_CONVERSATIONS, REFRESH_MS, TYPING_EVERY_MS } from './live-conversations';

/** A member in conversations 1 (with "a") and 2 (with "b"), counting every read. */
function conversationsOf(
  rows: Map<number, string> = new Map([
    [1, 'a'],
    [2, 'b'],
  ]),
) {
  const reads = { all: 0, one: 0 };
  const known = new LiveConversations(
    {
      all: async () => {
        reads.all += 1;
        return new Map(rows);
      },
      one: async (id) => {
        reads.one += 1;
        return rows.get(id) ?? null;
      },
    },
    (error) => {
      throw error;
    },
  );
  return { known, reads, rows };
}

describe('a live socket’s conversations', () => {
  it('answers typing from the list read once, once per TYPING_EVERY_MS per conversation', async () => {
    const { known, reads } = conversationsOf();
    await known.load(0);
    expect(await known.typingTo(1, 10)).toBe('a');
    expect(await known.typingTo(1, 10 + TYPING_EVERY_MS - 1)).toBeNull();
    expect(await known.typingTo(2, 20)).toBe('b');
    expect(await known.typingTo(1, 10 + TYPING_EVERY_MS)).toBe('a');
    expect(reads).toEqual({ all: 1, one: 0 });
  });

  it('looks for unknown conversations at most once per LOOKUP_EVERY_MS, however many are named', async () => {
    const { known, reads, rows } = conversationsOf();
    await known.load(0);
    const answers = await Promise.all(Array.from({ length: 5_000 }, (_, index) => known.typingTo(1_000 + index, 100)));
    expect(answers.every((answer) => answer === null)).toBe(true);
    expect(reads).toEqual({ all: 1, one: 1 });
    // A match made since the socket opened is found by the next look.
    rows.set(3, 'c');
    expect(await known.typingTo(3, 100 + LOOKUP_EVERY_MS - 1)).toBeNull();
    expect(await known.typingTo(3, 100 + LOOKUP_EVERY_MS)).toBe('c');
    expect(reads).toEqual({ all: 1, one: 2 });
  });

  it('forgets an ended conversation for good, even when a read that raced its end still lists it', async () => {
    const { known, reads } = conversationsOf();
    await known.load(0);
    known.forget(1);
    expect(await known.typingTo(1, 10)).toBeNull();
    // The list grown old is read again (the row still there, as a read just before the end would see it).
    expect(await known.typingTo(1, REFRESH_MS)).toBeNull();
    expect(await known.typingTo(2, REFRESH_MS)).toBe('b');
    expect(reads.all).toBe(2);
    expect(reads.one).toBe(0);
  });

  it('holds at most MAX_KNOWN_CONVERSATIONS', async () => {
    const many = new Map(Array.from({ length: MAX_KNOWN_CONVERSATIONS + 50 }, (_, index) => [index + 1, `p${index}`] as const));
    const { known } = conversationsOf(many);
    await known.load(0);
    expect(known.size).toBe(MAX_KNOWN_CONVERSATIONS);
    await known.typingTo(MAX_KNOWN_CONVERSATIONS + 10, 10);
    expect(known.size).toBe(MAX_KNOWN_CONVERSATIONS);
  });
});

describe('a live socket’s frame budget', () => {
  it('allows a burst, then FRAMES_PER_SECOND', () => {
    const budget = new FrameBudget(0);
    for (let frame = 0; frame < FRAME_BURST; frame += 1) expect(budget.take(0)).toBe(true);
    expect(budget.take(0)).toBe(false);
    const oneFrameLater = 1000 / FRAMES_PER_SECOND;
    expect(budget.take(oneFrameLater)).toBe(true);
    expect(budget.take(oneFrameLater)).toBe(false);
    // A long quiet spell gives back the burst, no more.
    for (let frame = 0; frame < FRAME_BURST; frame += 1) expect(budget.take(3_600_000)).toBe(true);
    expect(budget.take(3_600_000)).toBe(false);
  });
});
