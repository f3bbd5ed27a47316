import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentTypes } from '@/lib/content-types';
import { linkLineup } from '@/lib/event-lineup';
import { prepareContentSave } from '@/server/content-types';
import { seedDemoContent } from '@/server/db/seed';
import { listPastEvents, listUpcomingEvents } from '@/server/repositories/events';
import { listCacheTagRevisions } from '@/server/repositories/cache-tags';
import { eventJsonLd } from '@/components/site/events/event-article';
import { icsEventOf } from '@/server/event-calendar';
import { writeCalendar } from '@/lib/ics';
import { announceScheduleBoundaries } from '@/server/schedule';
import { createTestDb, testDialects, type TestDb } from '../support/db';

const type = contentTypes.events;

/** The admin's save of a submitted event form, as saveContentAction checks it. */
function check(fields: Record<string, unknown>) {
  const form = {
    title: 'Rooftop Sessions',
    venue_name: 'Skyline Terrace',
    city: 'Nairobi',
    time_zone: 'Africa/Nairobi',
    starts_at: '2026-12-05T20:00',
    ends_at: '2026-12-06T02:00',
    ...fields,
  };
  const checked = z
    .looseObject({})
    .transform((values, ctx) => prepareContentSave(type, values, ctx, { timeZone: 'Africa/Johannesburg' }) ?? z.NEVER)
    .safeParse(form);
  return checked.success ? { ok: checked.data } : { errors: z.flattenError(checked.error).fieldErrors };
}

describe('the event definition', () => {
  it('reads start and end on the venue’s clock, not the site’s', () => {
    const values = type.schema.parse(
      type.readForm({ ...baseForm(), time_zone: 'africa/nairobi' }, { timeZone: 'Africa/Johannesburg' }),
    );
    expect(values.time_zone).toBe('Africa/Nairobi');
    expect(values.starts_at).toBe('2026-12-05T17:00:00.000Z');
  });

  it('refuses an end before the start beside End, and an unknown zone, a http ticket link, a bad status', () => {
    expect(check({ ends_at: '2026-12-05T19:00' }).errors).toMatchObject({ ends_at: ['End must be after Start.'] });
    expect(check({ ends_at: '' }).errors).toMatchObject({ ends_at: ['End is required.'] });
    expect(check({ time_zone: 'Mars/Olympus' }).errors).toHaveProperty('time_zone');
    expect(check({ ticket_url: 'http://tickets.example.com' }).errors).toHaveProperty('ticket_url');
    expect(check({ ticket_url: 'javascript:alert(1)' }).errors).toHaveProperty('ticket_url');
    expect(check({ status: 'Cancelled and on sale' }).errors).toHaveProperty('status');
    expect(check({ price_min: '500', price_max: '100', currency: 'ZAR' }).errors).toHaveProperty('price_max');
    expect(check({ ticket_url: 'https://tickets.example.com', status: 'Cancelled' }).ok).toBeTypeOf('function');
  });

  it('takes an original start only for a postponed event, and only when Start is the new date', () => {
    expect(check({ status: 'On sale', original_starts_at: '2026-11-28T20:00' }).errors).toMatchObject({
      original_starts_at: [
        'Only a postponed event has an original start: set Status to Postponed, or clear this field.',
      ],
    });
    expect(check({ status: 'Postponed', original_starts_at: '2026-12-05T20:00' }).errors).toHaveProperty(
      'original_starts_at',
    );
    expect(check({ status: 'Postponed', original_starts_at: '2026-11-28T20:00' }).ok).toBeTypeOf('function');
    expect(check({ status: 'Postponed' }).ok).toBeTypeOf('function');
  });

  it('links lineup lines to roster artists by name or slug; others stay plain names', () => {
    const roster = [{ slug: 'baraka-otieno', name: 'Baraka Otieno' }];
    expect(linkLineup('baraka otieno\nDJ Guest\n\nbaraka-otieno\nGone Artist', roster)).toEqual([
      { name: 'Baraka Otieno', slug: 'baraka-otieno' },
      { name: 'DJ Guest', slug: null },
      { name: 'Baraka Otieno', slug: 'baraka-otieno' },
      { name: 'Gone Artist', slug: null },
    ]);
  });
});

function baseForm() {
  return { title: 'T', venue_name: 'V', city: 'Nairobi', starts_at: '2026-12-05T20:00', ends_at: '2026-12-06T02:00' };
}

describe.each(testDialects)('events on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
    await seedDemoContent(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('saves a checked event and lists it as upcoming until it ends, then in the archive', async () => {
    const result = check({ title: 'Schema Test Night', is_published: 'on' });
    if (!('ok' in result) || !result.ok) throw new Error(JSON.stringify(result));
    const saved = await result.ok(null, null);
    expect(saved).toMatchObject({ slug: 'schema-test-night', starts_at: '2026-12-05T17:00:00.000Z' });
    const before = '2026-12-05T20:00:00.000Z';
    const after = '2026-12-06T00:00:00.000Z';
    expect((await listUpcomingEvents('Nairobi', before)).map((e) => e.slug)).toContain('schema-test-night');
    expect((await listUpcomingEvents('', after)).map((e) => e.slug)).not.toContain('schema-test-night');
    expect((await listPastEvents({}, after)).items.map((e) => e.slug)).toContain('schema-test-night');
  });

  it('leaves "upcoming" at its end without a deploy: the schedule tick bumps the events tag as the end passes', async () => {
    // schema-test-night (saved above) ends 2026-12-06 02:00 EAT, 2026-12-05T23:00Z.
    const end = Date.parse('2026-12-05T23:00:00.000Z');
    const revision = async () => Number((await listCacheTagRevisions()).find((r) => r.tag === 'events')?.revision ?? 0);
    await announceScheduleBoundaries(new Date(end - 120_000));
    expect(await announceScheduleBoundaries(new Date(end - 60_000))).not.toContain('events');
    const before = await revision();
    expect(await announceScheduleBoundaries(new Date(end + 60_000))).toContain('events');
    expect(await revision()).toBe(before + 1);
  });

  it('postponed, then moved to a new date: same UID, new DTSTART, higher SEQUENCE; JSON-LD EventRescheduled', async () => {
    const base = 'https://example.com';
    const first = check({ title: 'Moving Night', status: 'Postponed', is_published: 'on' });
    if (!('ok' in first) || !first.ok) throw new Error(JSON.stringify(first));
    const saved = await first.ok(null, null);
    if (!saved) throw new Error('not saved');
    const entryOf = async () => {
      const event = (await listUpcomingEvents('Nairobi', '2026-12-01T00:00:00.000Z')).find(
        (e) => e.slug === 'moving-night',
      );
      if (!event) throw new Error('not listed');
      const unfolded = writeCalendar({ events: [icsEventOf({ ...event, acts: [] }, base)!] }).replace(/\r\n /g, '');
      return { event, ics: unfolded.split('\r\n') };
    };
    // No new date yet: tentative, "Postponed:" in the title, EventPostponed with the old start.
    const before = await entryOf();
    expect(before.ics).toEqual(
      expect.arrayContaining(['UID:event-moving-night@example.com', 'DTSTART:20261205T170000Z', 'SEQUENCE:0']),
    );
    expect(before.ics).toEqual(expect.arrayContaining(['STATUS:TENTATIVE', 'SUMMARY:Postponed: Moving Night']));
    expect(eventJsonLd({ ...before.event, acts: [] }, base)).toMatchObject({
      eventStatus: 'https://schema.org/EventPostponed',
      startDate: '2026-12-05T17:00:00.000Z',
    });

    // The new date, a second later at least (SEQUENCE counts seconds since creation).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const moved = check({
      title: 'Moving Night',
      status: 'Postponed',
      starts_at: '2027-01-16T20:00',
      ends_at: '2027-01-17T02:00',
      original_starts_at: '2026-12-05T20:00',
      is_published: 'on',
    });
    if (!('ok' in moved) || !moved.ok) throw new Error(JSON.stringify(moved));
    await moved.ok(saved.id, null);
    const after = await entryOf();
    expect(after.event.original_starts_at).toBe('2026-12-05T17:00:00.000Z');
    expect(after.ics).toEqual(
      expect.arrayContaining([
        'UID:event-moving-night@example.com',
        'DTSTART:20270116T170000Z',
        'DTEND:20270116T230000Z',
        'STATUS:CONFIRMED',
        'SUMMARY:Moving Night',
      ]),
    );
    const sequence = Number(after.ics.find((line) => line.startsWith('SEQUENCE:'))!.slice('SEQUENCE:'.length));
    expect(sequence).toBeGreaterThan(0);
    expect(after.ics.find((l) => l.startsWith('DESCRIPTION:'))).toContain(
      'Postponed from 5 December 2026 at 20:00 EAT.',
    );
    expect(eventJsonLd({ ...after.event, acts: [] }, base)).toMatchObject({
      eventStatus: 'https://schema.org/EventRescheduled',
      startDate: '2027-01-16T17:00:00.000Z',
      previousStartDate: '2026-12-05T17:00:00.000Z',
    });
  });

  it('seeds upcoming events in Johannesburg and Nairobi and one past event', async () => {
    const upcoming = await listUpcomingEvents();
    expect(new Set(upcoming.map((e) => e.city))).toEqual(new Set(['Johannesburg', 'Nairobi']));
    expect((await listPastEvents()).items.map((e) => e.slug)).toContain('golden-hour-block-party-nairobi-2026');
  });
});
