import 'server-only';
import type { Db } from './client';
import { wallTimeOf, wallTimeToIso } from '../../lib/site-time';
import { demoBlogPosts, demoCaseStudies, demoEvents, demoJobPostings, demoTalent } from './seed-data';

export type SeedResult = {
  seeded: boolean;
  reason?: string;
  /** Rows added per table, when seeded. */
  counts?: { case_studies: number; talent: number; blog_posts: number; job_postings: number; events: number };
};

const SEEDED_KEY = 'demo_content_seeded_at';

/**
 * Fills an empty database with the demo content, once. A database that already holds content,
 * or that was seeded before (even if the operator has since deleted rows), is left alone.
 */
export async function seedDemoContent(db: Db, options: { now?: Date } = {}): Promise<SeedResult> {
  const already = await db.selectFrom('app_settings').select('value').where('key', '=', SEEDED_KEY).executeTakeFirst();
  if (already) return { seeded: false, reason: 'already seeded' };
  const counts = await Promise.all(
    (['case_studies', 'talent', 'blog_posts', 'job_postings'] as const).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  if (counts.some((c) => Number(c.n) > 0)) return { seeded: false, reason: 'database has content' };

  const base = (options.now ?? new Date()).getTime();
  // Older rows first, so "newest first" lists show the demo content in its written order.
  const stamp = (index: number, total: number) => new Date(base - (total - index) * 60_000).toISOString();

  let won = false;
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('app_settings')
      .values({ key: SEEDED_KEY, value: new Date(base).toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!inserted) return; // another instance seeded concurrently
    won = true;

    const caseStudies = [...demoCaseStudies].reverse();
    for (const [i, row] of caseStudies.entries()) {
      const at = stamp(i, caseStudies.length);
      await trx
        .insertInto('case_studies')
        // The demo art's alt text is what the pages show without one: the admin requires it on save.
        .values({
          ...row,
          hero_image_alt: row.title,
          gallery: JSON.stringify(row.gallery),
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    const talent = [...demoTalent].reverse();
    for (const [i, row] of talent.entries()) {
      const at = stamp(i, talent.length);
      await trx
        .insertInto('talent')
        .values({
          ...row,
          image_alt: row.name,
          gallery: JSON.stringify(row.gallery),
          highlights: JSON.stringify(row.highlights),
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    const posts = [...demoBlogPosts].reverse();
    for (const [i, row] of posts.entries()) {
      const at = stamp(i, posts.length);
      await trx
        .insertInto('blog_posts')
        .values({ ...row, cover_image_alt: row.title, author_id: null, created_at: at, updated_at: at })
        .execute();
    }
    const jobs = [...demoJobPostings].reverse();
    for (const [i, row] of jobs.entries()) {
      const at = stamp(i, jobs.length);
      await trx
        .insertInto('job_postings')
        .values({ ...row, created_at: at, updated_at: at })
        .execute();
    }
    for (const [i, { in_days, local_start, hours, ...row }] of demoEvents.entries()) {
      const at = stamp(i, demoEvents.length);
      // The day `in_days` from now on the venue's clock, at its local start time.
      const day = wallTimeOf(base + in_days * 86_400_000, row.time_zone).slice(0, 10);
      const starts = wallTimeToIso(`${day}T${local_start}`, row.time_zone)!;
      const ends = new Date(Date.parse(starts) + hours * 3_600_000).toISOString();
      await trx
        .insertInto('events')
        .values({
          ...row,
          starts_at: starts,
          ends_at: ends,
          first_published_at: at,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  });
  if (!won) return { seeded: false, reason: 'seeded by another instance' };
  return {
    seeded: true,
    counts: {
      case_studies: demoCaseStudies.length,
      talent: demoTalent.length,
      blog_posts: demoBlogPosts.length,
      job_postings: demoJobPostings.length,
      events: demoEvents.length,
    },
  };
}

/** The name the demo's Owner signs with (decision 152): set once, only while the account has none. */
export const DEMO_OWNER_NAME = 'Amara Okafor';

/** Gives the Owner of a freshly seeded demo a name, unless it already has one. */
export async function nameDemoOwner(db: Db) {
  await db
    .updateTable('admin_users')
    .set({ display_name: DEMO_OWNER_NAME })
    .where('role', '=', 'owner')
    .where('display_name', '=', '')
    .execute();
}
