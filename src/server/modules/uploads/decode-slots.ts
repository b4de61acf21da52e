// How many images are decoded at once, process-wide. A 50-megapixel photo takes about 150 MB
// while libvips decodes it, so three at once took about 420 MB: uploads wait their turn for one
// of a few slots, and beyond a short queue the server answers "try again" rather than holding
// more 5 MB bodies in memory (docs/decisions/0013-verification-and-photos.md).
import pLimit from 'p-limit';
import sharp from 'sharp';
import { AppError } from '../../errors';

export const DECODE_SLOTS = 2;
export const DECODE_QUEUE_LIMIT = 8;

// One libvips worker thread per image: the slots, not libvips, decide how much runs at once.
sharp.concurrency(1);

const limit = pLimit(DECODE_SLOTS);

/** Runs `decode` in one of the slots, or refuses at once when too many uploads already wait. */
export function inDecodeSlot<T>(decode: () => Promise<T>): Promise<T> {
  if (limit.pendingCount >= DECODE_QUEUE_LIMIT) {
    return Promise.reject(
      new AppError('RATE_LIMITED', 'Too many photos are being processed. Please try again in a moment.', { retryAfterSeconds: 5 }),
    );
  }
  return limit(decode);
}
