import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { DECODE_QUEUE_LIMIT, DECODE_SLOTS, inDecodeSlot } from './decode-slots';
import { reencodeImage } from './image-intake';

/** A decode that runs until the test lets it finish. */
function heldDecode(running: { now: number; most: number }) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const done = inDecodeSlot(async () => {
    running.now += 1;
    running.most = Math.max(running.most, running.now);
    await released;
    running.now -= 1;
  });
  return { release, done };
}

describe('the decode slots', () => {
  it(`decode at most ${DECODE_SLOTS} images at once, queue ${DECODE_QUEUE_LIMIT} more, and refuse the next with 429`, async () => {
    const running = { now: 0, most: 0 };
    const held = Array.from({ length: DECODE_SLOTS + DECODE_QUEUE_LIMIT }, () => heldDecode(running));
    await Promise.resolve();
    expect(running.now).toBe(DECODE_SLOTS);

    const refused = await inDecodeSlot(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(429);

    for (const decode of held) decode.release();
    await Promise.all(held.map((decode) => decode.done));
    expect(running.most).toBe(DECODE_SLOTS);
    expect(running.now).toBe(0);
  });

  it('are where every upload is decoded: with every slot and the queue taken, a photo waits no more', async () => {
    const running = { now: 0, most: 0 };
    const held = Array.from({ length: DECODE_SLOTS + DECODE_QUEUE_LIMIT }, () => heldDecode(running));
    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#a0522d' } })
      .jpeg()
      .toBuffer();
    const refused = await reencodeImage(photo, { card: { maxSide: 200, quality: 80 } }).catch((error: unknown) => error);
    expect((refused as AppError).code).toBe('RATE_LIMITED');

    for (const decode of held) decode.release();
    await Promise.all(held.map((decode) => decode.done));
    const { card } = await reencodeImage(photo, { card: { maxSide: 200, quality: 80 } });
    expect(card.width).toBe(200);
  });
});
