import { describe, expect, it } from 'vitest';
import { zonedTime } from './zoned-time';

describe('zonedTime', () => {
  it('turns local evening times into instants, with daylight saving', () => {
    // Minneapolis: CST (UTC-6) in January, CDT (UTC-5) in July.
    expect(zonedTime(2026, 0, 9, 19, 'America/Chicago').toISOString()).toBe('2026-01-10T01:00:00.000Z');
    expect(zonedTime(2026, 6, 10, 19, 'America/Chicago').toISOString()).toBe('2026-07-11T00:00:00.000Z');
    // London: GMT in winter, BST in summer; Addis Ababa has no daylight saving.
    expect(zonedTime(2026, 0, 9, 19, 'Europe/London').toISOString()).toBe('2026-01-09T19:00:00.000Z');
    expect(zonedTime(2026, 6, 10, 19, 'Europe/London').toISOString()).toBe('2026-07-10T18:00:00.000Z');
    expect(zonedTime(2026, 6, 10, 19, 'Africa/Addis_Ababa').toISOString()).toBe('2026-07-10T16:00:00.000Z');
  });
});

describe('the demo calendar', () => {
  it('puts every hookah night on a Friday at 19:00 local time, never where shisha is banned', async () => {
    const { planEventOccurrences } = await import('./event-calendar');
    const hookah = planEventOccurrences(new Date('2026-11-22T12:00:00Z')).filter((o) => o.series === 'hookah-gatherings');
    expect(hookah.length).toBeGreaterThan(50);
    for (const occurrence of hookah) {
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: occurrence.timeZone,
        weekday: 'long',
        hour: '2-digit',
        minute: '2-digit',
      }).format(occurrence.startsAt);
      expect(local, `${occurrence.city} ${occurrence.startsAt.toISOString()}`).toBe('Friday 19:00');
      expect(occurrence.country).not.toBe('KE');
    }
  });
});
