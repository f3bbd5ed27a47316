import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentTypes } from '@/lib/content-types';
import { linkLineup } from '@/lib/event-lineup';
import { prepareContentSave } from '@/server/content-types';
import { seedDemoContent } from '@/server/db/seed';
import { listPastEvents, listUpcomingEvents } from '@/server/repositories/events';
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

  it('seeds upcoming events in Johannesburg and Nairobi and one past event', async () => {
    const upcoming = await listUpcomingEvents();
    expect(new Set(upcoming.map((e) => e.city))).toEqual(new Set(['Johannesburg', 'Nairobi']));
    expect((await listPastEvents()).items.map((e) => e.slug)).toContain('golden-hour-block-party-nairobi-2026');
  });
});
