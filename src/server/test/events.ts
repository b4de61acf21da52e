// An event for the tests to answer (docs/decisions/0032-events.md): a published Hookah night in
// Nairobi, long in the future, with 20 places; `values` change what a test is about.
import type { Database } from '../db/client';
import { events } from '../db/schema';

export async function insertTestEvent(db: Database, values: Partial<typeof events.$inferInsert> = {}): Promise<number> {
  const [row] = await db
    .insert(events)
    .values({
      series: 'hookah-gatherings',
      title: { en: 'Hookah night' },
      city: 'Nairobi',
      country: 'KE',
      venue: 'Rooftop',
      timeZone: 'Africa/Nairobi',
      startsAt: new Date('2099-12-05T16:00:00Z'),
      endsAt: new Date('2099-12-05T20:00:00Z'),
      capacity: 20,
      status: 'published',
      ...values,
    })
    .returning({ id: events.id });
  return row!.id;
}
