// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { instantOf, localTimeOf } from './zoned-time';

describe('wall-clock times at a venue', () => {
  it('reads a time in a zone without daylight saving', () => {
    expect(instantOf('2026-12-05T19:00', 'Africa/Nairobi').toISOString()).toBe('2026-12-05T16:00:00.000Z');
  });

  it('reads summer and winter times in a zone with daylight saving', () => {
    expect(instantOf('2026-07-05T19:00', 'Europe/Paris').toISOString()).toBe('2026-07-05T17:00:00.000Z');
    expect(instantOf('2026-01-05T19:00', 'Europe/Paris').toISOString()).toBe('2026-01-05T18:00:00.000Z');
  });

  it('reads a skipped time with the offset before the change, a repeated one as its first occurrence', () => {
    expect(instantOf('2026-03-08T02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(instantOf('2026-11-01T01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('writes an instant back as the wall-clock time it reads as', () => {
    expect(localTimeOf(new Date('2026-07-05T17:00:00Z'), 'Europe/Paris')).toBe('2026-07-05T19:00');
    expect(localTimeOf(instantOf('2026-12-31T23:30', 'Asia/Tokyo'), 'Asia/Tokyo')).toBe('2026-12-31T23:30');
  });
});
