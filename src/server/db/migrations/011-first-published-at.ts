import { sql, type Kysely } from 'kysely';
import { isSqlite } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * `first_published_at` on every content table (docs/decisions/131-slugs-and-one-time-zone.md): the
 * first save that put the item on the site, or scheduled it. From then on its address has been
 * given out, so its slug no longer follows its title, and a new slug leaves a redirect.
 *
 * Existing rows: a post stamped `published_at` (kept when it was unpublished), and any item public
 * now, count from that stamp or their last save; talent is public from its creation. An item that
 * was public once and is not now cannot be told apart from a draft, and counts as one.
 */
const visible = [
  ['blog_posts', 'is_published'],
  ['case_studies', 'is_published'],
  ['job_postings', 'is_active'],
] as const;

export async function up(db: Kysely<any>) {
  const ts = isSqlite(db) ? 'text' : 'timestamptz';
  for (const table of ['blog_posts', 'case_studies', 'job_postings', 'talent']) {
    await db.schema.alterTable(table).addColumn('first_published_at', ts).execute();
  }
  for (const [table, flag] of visible) {
    await sql`update ${sql.table(table)} set first_published_at = updated_at where ${sql.ref(flag)}`.execute(db);
  }
  await sql`update blog_posts set first_published_at = published_at where published_at is not null`.execute(db);
  await sql`update talent set first_published_at = created_at`.execute(db);
}

export async function down(db: Kysely<any>) {
  for (const table of ['blog_posts', 'case_studies', 'job_postings', 'talent']) {
    await db.schema.alterTable(table).dropColumn('first_published_at').execute();
  }
}
