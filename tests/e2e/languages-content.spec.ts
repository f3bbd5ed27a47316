import { randomBytes } from 'node:crypto';
import { adminTest as test, expect } from './fixtures';
import { sqliteWrite } from './sqlite-write';

// Translated content (docs/decisions/162-translated-content.md): a French version added in the
// admin is the French page at its own French address, named by the English page's hreflang; an
// untranslated post is shown in English on the French site, marked lang="en", with a notice.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });

/** The posts this file adds, removed after it: other specs count the blog's posts and list pages. */
const added: number[] = [];

test.afterAll(() => {
  if (!added.length) return;
  const marks = added.map(() => '?').join(', ');
  sqliteWrite((db) => {
    db.prepare(`delete from content_translations where kind = 'blog' and item_id in (${marks})`).run(...added);
    db.prepare(`delete from blog_posts where id in (${marks})`).run(...added);
  }, 'posts');
});

/** Two published posts written as a save would (rows, then the posts tag): their ids by slug. */
function addPosts(...slugs: string[]) {
  const ids: Record<string, number> = {};
  const now = new Date().toISOString();
  sqliteWrite((db) => {
    for (const slug of slugs) {
      const result = db
        .prepare(
          `insert into blog_posts (slug, title, content, excerpt, is_published, published_at, first_published_at, created_at, updated_at)
           values (?, ?, 'The English body of the post.', 'An English excerpt.', 1, ?, ?, ?, ?)`,
        )
        .run(slug, `English ${slug}`, now, now, now, now);
      ids[slug] = Number(result.lastInsertRowid);
      added.push(ids[slug]);
    }
  }, 'posts');
  return ids;
}

test('a French translation published in the admin is the French page, and an untranslated post shows in English with a notice', async ({
  page,
}) => {
  const suffix = randomBytes(3).toString('hex');
  const translatedSlug = `translated-${suffix}`;
  const untranslatedSlug = `untranslated-${suffix}`;
  const frenchSlug = `article-traduit-${suffix}`;
  const frenchTitle = `Un article traduit ${suffix}`;
  const ids = addPosts(translatedSlug, untranslatedSlug);

  // The list shows which translations are missing.
  await page.goto('/admin/blog');
  const badges = page.locator(`a[href="/admin/blog/${ids[translatedSlug]}/translations"]`).filter({ visible: true });
  await expect(badges.locator('[data-locale="fr"]')).toContainText('FR —');

  await page.goto(`/admin/blog/${ids[translatedSlug]}/translations`);
  const french = page.locator('section[data-locale="fr"]');
  await expect(french.getByText('The English body of the post.')).toBeVisible();
  await french.getByLabel('Title (FR)', { exact: true }).fill(frenchTitle);
  await french.getByLabel('Content (FR)', { exact: true }).fill('Le corps français de l’article.');
  await french.getByLabel('Slug (FR)', { exact: true }).fill(frenchSlug);
  await french.getByLabel('Publish this translation').check();
  await french.getByRole('button', { name: 'Save FR translation' }).click();
  await expect(french.getByRole('link', { name: `/fr/blog/${frenchSlug}` })).toBeVisible();

  await page.goto(`/fr/blog/${frenchSlug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(frenchTitle);
  await expect(page.getByText('Le corps français de l’article.')).toBeVisible();
  await expect(page.locator('[data-untranslated-notice]')).toHaveCount(0);

  await page.goto(`/blog/${translatedSlug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`English ${translatedSlug}`);
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
    'href',
    new RegExp(`/fr/blog/${frenchSlug}$`),
  );

  // The French list links the translated post at its French address.
  await page.goto('/fr/blog');
  await expect(page.locator(`a[href="/fr/blog/${frenchSlug}"]`).first()).toBeAttached();

  await page.goto(`/fr/blog/${untranslatedSlug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('[data-untranslated-notice]')).toHaveText(
    'Ce contenu n’est pas encore traduit ; il s’affiche en anglais.',
  );
  const english = page.locator('[lang="en"]').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(english.getByRole('heading', { level: 1 })).toHaveText(`English ${untranslatedSlug}`);

  await page.goto('/admin/blog');
  await expect(badges.locator('[data-locale="fr"]')).toContainText('FR ✓');
});
