import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypes } from '@/lib/content-types';
import { focalPosition } from '@/lib/images';
import { clickPercent, focalPointSchema, homeMoveSchema } from '@/lib/schemas/home';
import { seedDemoContent } from '@/server/db/seed';
import { listHomePosts, listPublishedPosts } from '@/server/repositories/blog-posts';
import { listHomeCaseStudies, listPublishedCaseStudies } from '@/server/repositories/case-studies';
import { contentRepository } from '@/server/repositories/content';
import { moveOnHome } from '@/server/repositories/home-order';
import { insertUpload } from '@/server/repositories/uploads';
import { listFocalPoints, setFocalPoint } from '@/server/repositories/media';
import { listHomeTalent } from '@/server/repositories/talent';
import { fieldErrorsOf } from '@/lib/schemas/content';
import { createTestDb, testDialects, type TestDb } from '../support/db';

const caseStudies = contentRepository(contentTypes['case-studies']);
const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

describe.each(testDialects)('the curated home page on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
    await seedDemoContent(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('the seed features what the home page showed before, in the same order', async () => {
    const newest = titles((await listPublishedCaseStudies({}, { pageSize: 4 })).items);
    expect(titles(await listHomeCaseStudies(4))).toEqual(newest);
    expect(newest[0]).toBe('Obsidian Reserve Hospitality House');
    // The three newest posts, as the home page showed them before curation.
    const newestPosts = titles((await listPublishedPosts({ pageSize: 3 })).items);
    expect(titles(await listHomePosts(3))).toEqual(newestPosts);
    expect(newestPosts[0]).toBe("Booking African Talent for International Events: A Promoter's Guide");
    expect(await listHomeTalent(4)).toEqual([]);
  });

  it('featuring an item and moving it up puts it first; a draft is never shown', async () => {
    const all = (await caseStudies.listForAdmin({ pageSize: 50 })).items;
    const kigali = all.find((row) => row.title === 'Kigali Sunset Sessions 2023')!;
    const draft = all.find((row) => row.title === 'Karoo Capital Year-End Celebration')!;
    const type = contentTypes['case-studies'];
    expect(await moveOnHome(type, kigali.id, 'feature', null)).toBe('moved');
    expect(await moveOnHome(type, draft.id, 'feature', null)).toBe('moved');
    expect(await moveOnHome(type, kigali.id, 'feature', null)).toBe('unmoved');
    // Last among five featured (the draft is sixth): not among the four shown.
    expect(titles(await listHomeCaseStudies(4))).not.toContain('Kigali Sunset Sessions 2023');
    for (let i = 0; i < 4; i++) expect(await moveOnHome(type, kigali.id, 'up', null)).toBe('moved');
    expect(await moveOnHome(type, kigali.id, 'up', null)).toBe('unmoved');
    const shown = titles(await listHomeCaseStudies(4));
    expect(shown[0]).toBe('Kigali Sunset Sessions 2023');
    expect(shown).not.toContain('Karoo Capital Year-End Celebration');
    // The draft moved first is still not shown: only what the public sees.
    for (let i = 0; i < 5; i++) await moveOnHome(type, draft.id, 'up', null);
    expect(titles(await listHomeCaseStudies(4))[0]).toBe('Kigali Sunset Sessions 2023');
    // Each move is a save: the orders are 1, 2, 3… again.
    const orders = (await caseStudies.listForAdmin({ pageSize: 50 })).items
      .filter((row) => row.featured_on_home)
      .map((row) => Number(row.home_order))
      .sort((a, b) => a - b);
    expect(orders).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('with nothing featured, the newest published items show', async () => {
    const type = contentTypes['case-studies'];
    for (const row of (await caseStudies.listForAdmin({ pageSize: 50 })).items) {
      if (row.featured_on_home) expect(await moveOnHome(type, row.id, 'remove', null)).toBe('moved');
    }
    expect(titles(await listHomeCaseStudies(4))).toEqual(
      titles((await listPublishedCaseStudies({}, { pageSize: 4 })).items),
    );
  });

  it('moves pressed at the same instant all take effect, and no two items share a place', async () => {
    const type = contentTypes['case-studies'];
    const placesOf = async () =>
      (await caseStudies.listForAdmin({ pageSize: 50 })).items
        .filter((row) => row.featured_on_home)
        .map((row) => [row.id, Number(row.home_order)] as const);
    expect(await placesOf()).toEqual([]); // the test before removed them all
    const ids = (await caseStudies.listForAdmin({ pageSize: 50 })).items.slice(0, 4).map((row) => row.id);
    // Four operators feature four items at once: each is featured, on a place of its own.
    expect(await Promise.all(ids.map((id) => moveOnHome(type, id, 'feature', null)))).toEqual(Array(4).fill('moved'));
    let places = await placesOf();
    expect(places.map(([id]) => id).sort()).toEqual([...ids].sort());
    expect(places.map(([, place]) => place).sort()).toEqual([1, 2, 3, 4]);
    // Two moves at once, the first item down and the last up: both happen, one after the other.
    const byPlace = () => [...places].sort((a, b) => a[1] - b[1]).map(([id]) => id);
    const [first, , , last] = byPlace();
    await Promise.all([moveOnHome(type, first!, 'down', null), moveOnHome(type, last!, 'up', null)]);
    places = await placesOf();
    expect(places.map(([, place]) => place).sort()).toEqual([1, 2, 3, 4]);
    const after = byPlace();
    expect(after.indexOf(first!)).toBe(1);
    expect(after.indexOf(last!)).toBe(2);
  });

  it('an upload keeps its focal point; only points off the centre are listed', async () => {
    const hash = 'a'.repeat(32);
    const upload = await insertUpload({
      fileName: `${hash}-1600.webp`,
      originalName: 'portrait.jpg',
      contentType: 'image/webp',
      width: 1600,
      height: 2000,
      bytes: 1000,
    });
    expect(await listFocalPoints()).toEqual({});
    await setFocalPoint(Number(upload.id), 30, 15);
    const points = await listFocalPoints();
    expect(points).toEqual({ [hash]: { x: 30, y: 15 } });
    expect(focalPosition(`/uploads/${hash}-800.webp`, points)).toBe('30% 15%');
    expect(focalPosition('/images/demo/talent-1.svg', points)).toBeUndefined();
  });
});

describe('bounds', () => {
  it('Home Order is a whole number from 0 to 999, with the field named', () => {
    const schema = contentTypes['case-studies'].fields.home_order.schema;
    expect(schema.parse('3')).toBe(3);
    expect(schema.parse('')).toBe(0);
    expect(schema.parse(undefined)).toBe(0);
    for (const bad of ['-1', '1000', '2.5', 'first']) {
      const result = schema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Home Order must be a whole number from 0 to 999.');
    }
  });

  it('a focal point is 0–100 each way; a click is turned into percent of the drawn image', () => {
    expect(focalPointSchema.parse({ id: '4', focal_x: '20', focal_y: '80' })).toEqual({
      id: 4,
      focal_x: 20,
      focal_y: 80,
    });
    const refused = focalPointSchema.safeParse({ id: '4', focal_x: '101', focal_y: '-3' });
    expect(refused.success).toBe(false);
    expect(fieldErrorsOf(refused.error!)).toEqual({
      focal_x: 'Across must be a whole number from 0 to 100.',
      focal_y: 'Down must be a whole number from 0 to 100.',
    });
    expect(
      focalPointSchema.parse({
        id: '4',
        focal_x: '50',
        focal_y: '50',
        'pick.x': '60',
        'pick.y': '30',
        pick_w: '240',
        pick_h: '300',
      }),
    ).toEqual({ id: 4, focal_x: 25, focal_y: 10 });
    expect(clickPercent(500, 240)).toBe(100);
    expect(clickPercent(-4, 240)).toBe(0);
  });

  it('only curated kinds can be moved on the home page', () => {
    expect(homeMoveSchema.safeParse({ kind: 'blog', id: '1', move: 'up' }).success).toBe(true);
    expect(homeMoveSchema.safeParse({ kind: 'jobs', id: '1', move: 'up' }).success).toBe(false);
    expect(homeMoveSchema.safeParse({ kind: 'blog', id: '1', move: 'top' }).success).toBe(false);
  });
});
