import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { altField, defineContentType, field, type WriteContext } from '@/lib/content-types/define';
import { prepareContentSave } from '@/server/content-types';
import { previewFieldErrors, previewItem } from '@/server/preview/item';
import { contentRepository, contentTables } from '@/server/repositories/content';
import { findPreview, storePreview } from '@/server/repositories/previews';
import { findRedirect } from '@/server/repositories/redirects';
import { listRevisions, restoreRevision } from '@/server/repositories/revisions';
import { createTestDb, testDialects, type TestDb } from '../support/db';

/*
 * The worked example of docs/content-types.md, kept true: a type that exists only in this test
 * (its definition below, its table made here as its migration would) is listed, created, edited,
 * revised, previewed and deleted through the same generic paths the admin uses, with no code that
 * names it. If adding a type needs more than a definition and a migration, this test shows where.
 */

const events = defineContentType({
  kind: 'example-events',
  table: 'example_events',
  tag: 'example-events',
  publicPath: (slug) => `/events/${slug}`,
  seo: { title: 'title', description: 'venue' },
  hooks: {
    // A column no form edits, stamped on every save: who saved the event last.
    beforeWrite: ({ authorId }: WriteContext) => ({ last_saved_by: authorId }),
    extraColumns: { last_saved_by: null },
  },
  words: {
    nav: 'Events',
    heading: 'Manage Events',
    addLabel: 'Add New Event',
    empty: 'No events yet.',
    noun: 'event',
    created: 'Event created successfully!',
    updated: 'Event updated successfully!',
    deleted: 'Event deleted successfully!',
    saveError: 'Error saving event',
    deleteError: 'Error deleting event',
    fetchError: 'Error fetching events',
    dashboard: 'Shows, launches and tours.',
    searchLabel: 'Search events by title',
    item: 'Event',
    all: 'All events',
  },
  fields: {
    title: field.text({ label: 'Title', max: 200, required: true }),
    venue: field.text({ label: 'Venue', max: 200 }),
    starts_on: field.date({ label: 'Date' }),
    poster_url: field.image({ label: 'Poster' }),
    poster_alt: altField('Poster Alt Text', 'poster_url'),
    body: field.textarea({ label: 'About', rows: 6, max: 10_000, markdown: true }),
    is_listed: field.checkbox({ label: 'List this event?' }),
  },
  slug: { from: 'title', label: 'Slug' },
  visibility: { field: 'is_listed', shown: 'Listed', hidden: 'Hidden' },
  columns: [
    { header: 'Title', show: 'text', field: 'title' },
    { header: 'Status', show: 'visibility' },
  ],
});

/** The type's migration, as its file in src/server/db/migrations/ would hold it. */
async function createEventsTable(t: TestDb) {
  const sqlite = t.dialect === 'sqlite';
  const text = 'text' as const;
  await t.db.schema
    .createTable('example_events')
    .addColumn('id', 'integer', (c) =>
      sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn('slug', text, (c) => c.notNull().unique())
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('venue', text, (c) => c.notNull().defaultTo(''))
    .addColumn('starts_on', sqlite ? 'text' : 'date')
    .addColumn('poster_url', text, (c) => c.notNull().defaultTo(''))
    .addColumn('poster_alt', text, (c) => c.notNull().defaultTo(''))
    .addColumn('body', text, (c) => c.notNull().defaultTo(''))
    .addColumn('is_listed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_saved_by', 'integer')
    .addColumn('created_at', sqlite ? 'text' : 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', sqlite ? 'text' : 'timestamptz', (c) => c.notNull())
    .addColumn('first_published_at', sqlite ? 'text' : 'timestamptz')
    .execute();
}

/** The admin's save of a submitted form, as saveContentAction runs it: checked, then written. */
function save(fields: Record<string, unknown>, id: number | null) {
  // A form sends every input; an empty date is ''.
  const form = { starts_on: '', ...fields };
  const checked = z
    .looseObject({})
    .transform((values, ctx) => prepareContentSave(events, values, ctx) ?? z.NEVER)
    .safeParse(form);
  if (!checked.success) return { errors: z.flattenError(checked.error).fieldErrors };
  return { write: checked.data(id, null) };
}

describe.each(testDialects)('a new content type defined in one place, on %s', (dialect) => {
  let t: TestDb;
  const repository = contentRepository(events);

  beforeAll(async () => {
    t = await createTestDb(dialect);
    await createEventsTable(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('derives its admin route, alt pairs, Markdown fields and image-bearing fields from the fields', () => {
    expect(events.routes.admin).toBe('/admin/example-events');
    expect(events.images).toEqual({ poster_url: 'poster_alt' });
    expect(events.markdownFields).toEqual(['body']);
    expect(events.imageBearingFields).toEqual(['poster_url', 'body']);
    expect(events.windowed).toBe(false);
  });

  it('is created, listed, edited, revised, restored, previewed and deleted through the generic paths', async () => {
    // Create: the save form's checks (schema, alt text, Markdown) run from the definition.
    const refused = save({ title: 'Launch', poster_url: '/uploads/poster.webp', body: 'Hi' }, null);
    expect(refused.errors).toMatchObject({ poster_alt: [expect.stringMatching(/alt text is required/)] });
    const created = save(
      {
        title: 'Album Launch',
        venue: 'The Warehouse',
        starts_on: '2027-03-01',
        body: '## Doors at 8',
        is_listed: 'on',
      },
      null,
    );
    expect(created.errors).toBeUndefined();
    // Listed from its first save: its address is out, and stays (decision 131).
    await expect(created.write).resolves.toMatchObject({
      slug: 'album-launch',
      first_published_at: expect.any(String),
    });

    // List: the admin's list, searched by the slug's source field.
    const listed = await repository.listForAdmin({ q: 'album' });
    expect(listed.total).toBe(1);
    const row = listed.items[0]!;
    expect(row).toMatchObject({
      slug: 'album-launch',
      title: 'Album Launch',
      starts_on: '2027-03-01',
      is_listed: true,
      last_saved_by: null,
    });
    expect((await repository.listForAdmin({ q: 'nothing like it' })).total).toBe(0);

    // Edit: the listed event keeps its address when its title changes (the slug field untouched)…
    const edit = { title: 'Album Launch Party', venue: 'The Warehouse', body: '## Doors at 9', is_listed: 'on' };
    await expect(save({ ...edit, slug: 'album-launch' }, row.id).write).resolves.toMatchObject({
      slug: 'album-launch',
      title: 'Album Launch Party',
    });
    expect(await findRedirect('/events/album-launch')).toBeUndefined();
    // …and moves when the slug is edited: the old address redirects to the new one.
    await expect(save({ ...edit, slug: 'launch-party' }, row.id).write).resolves.toMatchObject({
      slug: 'launch-party',
    });
    expect(await repository.findById(row.id)).toMatchObject({ slug: 'launch-party', venue: 'The Warehouse' });
    expect(await findRedirect('/events/album-launch')).toBe('/events/launch-party');
    // An id that is not there is reported, not created.
    await expect(save({ title: 'Ghost' }, 999_999).write).resolves.toBeUndefined();

    // Revisions: each save is one, with the fields it changed; restoring one is a save too.
    const revisions = await listRevisions(events.kind, row.id);
    expect(revisions).toHaveLength(3);
    expect(revisions[0]!.changed).toEqual(['slug']);
    expect(revisions[1]!.changed.sort()).toEqual(['body', 'starts_on', 'title']);
    const now = new Date().toISOString();
    const admin = await t.db
      .insertInto('admin_users')
      .values({ email: 'editor@example.test', password_hash: 'x', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const restored = await restoreRevision(events, row.id, revisions[2]!.id, admin);
    expect(restored).toMatchObject({ title: 'Album Launch', slug: 'album-launch', last_saved_by: admin.id });
    expect(await listRevisions(events.kind, row.id)).toHaveLength(4);

    // Preview: an unsaved edit laid over the saved row, checked by the same rules as the save.
    const token = await storePreview({
      kind: events.kind,
      itemId: row.id,
      authorId: null,
      fields: { title: 'Album Launch (moved)', venue: 'The Dome', starts_on: '2027-03-01', body: 'New *body*' },
    });
    const stored = (await findPreview(token))!;
    expect(previewFieldErrors(events, stored)).toBeNull();
    expect(await previewItem(events, stored)).toMatchObject({
      id: row.id,
      title: 'Album Launch (moved)',
      venue: 'The Dome',
      starts_on: '2027-03-01',
      is_listed: false, // an unchecked box is not sent
    });
    // A new event's preview starts from the definition's empty item, hook columns included.
    const fresh = {
      kind: events.kind,
      itemId: null,
      authorId: null,
      fields: { title: 'Fresh', starts_on: '', poster_url: '/p.webp' },
    };
    expect(previewFieldErrors(events, fresh)).toMatchObject({ poster_alt: expect.any(String) });
    expect(await previewItem(events, fresh)).toMatchObject({ title: 'Fresh', slug: 'preview', last_saved_by: null });

    // Delete: the row and its revisions go.
    expect(await repository.remove(row.id)).toMatchObject({ id: row.id, slug: 'album-launch' });
    expect(await repository.findById(row.id)).toBeUndefined();
    expect(await listRevisions(events.kind, row.id)).toEqual([]);
    expect(await repository.remove(row.id)).toBeUndefined();
    expect((await (await contentTables()).selectFrom('example_events').selectAll().execute()).length).toBe(0);
  });
});
