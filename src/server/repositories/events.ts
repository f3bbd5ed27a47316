import 'server-only';
import { events } from '../../lib/content-types/events';
import { db } from '../db/client';
import type { EventsRow } from '../db/schema';
import { decodeRow, type Decoded } from './content-columns';
import { liveAt } from './lifecycle';
import { nowIso, pageBounds, toPage, type PageRequest } from './shared';

/*
 * The events' public reads, typed for their pages. Writes, the admin's list and reads by id go
 * through the generic content repository (content.ts). "Upcoming" is an event that has not ended
 * at `now`; the schedule tick bumps the events tag when an end passes (boundaries in the definition).
 */

export type Event = Decoded<EventsRow, typeof events>;

/** At most this many upcoming events on one list (the agency runs ~150 a year). */
const UPCOMING_MAX = 200;

function toEvent(row: EventsRow): Event {
  return decodeRow(events, row);
}

/** Published events that have not ended, soonest first; in one city when `city` is given. */
export async function listUpcomingEvents(city = '', now = nowIso()) {
  let query = (await db()).selectFrom('events').selectAll().where(liveAt(now)).where('ends_at', '>', now);
  if (city) query = query.where('city', '=', city);
  const rows = await query.orderBy('starts_at').orderBy('id').limit(UPCOMING_MAX).execute();
  return rows.map(toEvent);
}

/** Published events that have ended, latest first, a page at a time. */
export async function listPastEvents(request: PageRequest = {}, now = nowIso()) {
  const { page, pageSize, offset } = pageBounds({ pageSize: 12, ...request });
  const query = (await db()).selectFrom('events').where(liveAt(now)).where('ends_at', '<=', now);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('starts_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toEvent), Number(count.n), page, pageSize);
}

/** The cities of published upcoming events, for the city filter. */
export async function listUpcomingEventCities(now = nowIso()) {
  const rows = await (
    await db()
  )
    .selectFrom('events')
    .select('city')
    .distinct()
    .where(liveAt(now))
    .where('ends_at', '>', now)
    .where('city', '<>', '')
    .orderBy('city')
    .execute();
  return rows.map((r) => r.city);
}

export async function findPublishedEventBySlug(slug: string) {
  const row = await (
    await db()
  )
    .selectFrom('events')
    .selectAll()
    .where('slug', '=', slug)
    .where(liveAt())
    .executeTakeFirst();
  return row ? toEvent(row) : undefined;
}
