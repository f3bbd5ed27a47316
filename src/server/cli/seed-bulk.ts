import { db } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { bumpCacheTagRevisions } from '../repositories/cache-tags';
import { TALENT_CATEGORIES } from '../../lib/talent-categories';
import { cacheTags } from '../cache/tags';
import { runCli } from './run';

/*
 * `npm run seed:bulk [count]`: adds `count` (default 10,000) rows to each content table of the
 * configured database, for checking that list pages stay fast at that size. Rows carry a `bulk-`
 * slug prefix; running it again replaces them (the demo content and the admin's rows are untouched).
 * Then bumps every cache tag, so running servers show the new rows.
 */

const count = Math.max(1, Math.min(Number(process.argv[2] ?? 10_000) || 10_000, 100_000));
const BATCH = 500;
const words =
  'amapiano festival stage rhythm lagos nairobi soweto crowd bass groove brand culture tour encore light sound'.split(
    ' ',
  );
const caseCategories = ['Festival', 'Brand Activation', 'Tour', 'Concert', 'Corporate'];

function phrase(i: number, length: number) {
  return Array.from({ length }, (_, k) => words[(i * 7 + k * 3) % words.length]).join(' ');
}

function isoDaysAgo(days: number) {
  return new Date(Date.UTC(2026, 0, 1) - days * 86_400_000).toISOString();
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

await runCli(async () => {
  const database = await db();
  await migrateToLatest(database);
  const started = Date.now();
  const n = Array.from({ length: count }, (_, i) => i + 1);

  await database.transaction().execute(async (trx) => {
    for (const table of ['case_studies', 'talent', 'blog_posts', 'job_postings'] as const) {
      await trx.deleteFrom(table).where('slug', 'like', 'bulk-%').execute();
    }

    await inBatches(n, (batch) =>
      trx
        .insertInto('case_studies')
        .values(
          batch.map((i) => ({
            slug: `bulk-case-study-${i}`,
            title: `Bulk Case Study ${i}: ${phrase(i, 3)}`,
            summary: phrase(i, 40),
            location: i % 2 ? 'Johannesburg, South Africa' : 'Nairobi, Kenya',
            project_date: isoDaysAgo(i % 3650).slice(0, 10),
            category: caseCategories[i % caseCategories.length]!,
            attendance: `${(i % 30) + 1},000+`,
            duration: `${(i % 3) + 1} days`,
            investment_tier: '$50K-$100K',
            role: 'Full production',
            challenge: phrase(i + 1, 80),
            solution: phrase(i + 2, 80),
            impact: phrase(i + 3, 80),
            hero_image_url: `/images/demo/case-${(i % 6) + 1}.svg`,
            gallery: '[]',
            testimonial_quote: '',
            testimonial_author: '',
            is_published: i % 10 !== 0,
            created_at: isoDaysAgo(i),
            updated_at: isoDaysAgo(i),
          })),
        )
        .execute(),
    );

    await inBatches(n, (batch) =>
      trx
        .insertInto('talent')
        .values(
          batch.map((i) => ({
            slug: `bulk-talent-${i}`,
            name: `Bulk Artist ${i}`,
            category: TALENT_CATEGORIES[i % TALENT_CATEGORIES.length]!,
            location: i % 2 ? 'Johannesburg, South Africa' : 'Nairobi, Kenya',
            tagline: i % 5 ? phrase(i, 6) : '',
            bio: phrase(i, 120),
            image_url: `/images/demo/talent-${(i % 8) + 1}.svg`,
            highlights: JSON.stringify([{ value: `${i % 90}M+`, label: 'Streams' }]),
            gallery: '[]',
            instagram_url: '',
            tiktok_url: '',
            youtube_url: '',
            created_at: isoDaysAgo(i),
            updated_at: isoDaysAgo(i),
          })),
        )
        .execute(),
    );

    await inBatches(n, (batch) =>
      trx
        .insertInto('blog_posts')
        .values(
          batch.map((i) => ({
            slug: `bulk-post-${i}`,
            title: `Bulk Post ${i}: ${phrase(i, 4)}`,
            content: `## ${phrase(i, 3)}\n\n${phrase(i, 300)}\n\n- ${phrase(i, 5)}\n- ${phrase(i + 1, 5)}`,
            category: i % 4 ? 'Culture' : '',
            excerpt: phrase(i, 30),
            cover_image_url: '',
            author_id: null,
            published_at: i % 10 ? isoDaysAgo(i + 400) : null,
            is_published: i % 10 !== 0,
            created_at: isoDaysAgo(i + 400),
            updated_at: isoDaysAgo(i + 400),
          })),
        )
        .execute(),
    );

    await inBatches(n, (batch) =>
      trx
        .insertInto('job_postings')
        .values(
          batch.map((i) => ({
            slug: `bulk-job-${i}`,
            title: `Bulk Role ${i}`,
            location: ['Johannesburg', 'Nairobi', 'Remote'][i % 3]!,
            type: ['Full-time', 'Contract', 'Part-time'][i % 3]!,
            description: `## About the role\n\n${phrase(i, 120)}`,
            // Mostly closed: the careers page shows the newest 25 active postings.
            is_active: i % 100 === 0,
            created_at: isoDaysAgo(i + 400),
            updated_at: isoDaysAgo(i + 400),
          })),
        )
        .execute(),
    );
  });

  await bumpCacheTagRevisions(Object.values(cacheTags));
  console.log(
    `Bulk content: ${count} rows in each of case_studies, talent, blog_posts, job_postings (${Date.now() - started} ms).`,
  );
});
