// The columns of an event that both its readers select: the admins' list (admin-events.ts) and the
// members' (member-events.ts), each adding its own.
import { sql } from 'drizzle-orm';
import { events } from '../../db/schema';

export const eventColumns = {
  id: events.id,
  kind: events.series,
  title: events.title,
  description: events.description,
  city: events.city,
  country: events.country,
  venue: events.venue,
  timeZone: events.timeZone,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  capacity: events.capacity,
  audience: events.audience,
  status: events.status,
};

// The outer row named in full: drizzle writes a column in a select's subquery without its table,
// which the subquery would read as its own.
export const rsvpCountOf = (state: 'going' | 'waiting') =>
  sql<number>`(select count(*) from event_rsvps c where c.event_id = "events"."id" and c.state = ${state})`.mapWith(Number);
