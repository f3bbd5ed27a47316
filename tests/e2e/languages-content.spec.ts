import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { aboutHero } from '@/content/about';
import { homeHero } from '@/content/home';
import { termsOfService } from '@/content/legal';
import { site } from '@/content/site';
import { adminTest as test, expect, openAdmin, toastWith } from './fixtures';
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
  await openAdmin(page, '/admin/blog');
  const badges = page.locator(`a[href="/admin/blog/${ids[translatedSlug]}/translations"]`).filter({ visible: true });
  await expect(badges.locator('[data-locale="fr"]')).toContainText('FR —');

  await openAdmin(page, `/admin/blog/${ids[translatedSlug]}/translations`);
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

  await openAdmin(page, '/admin/blog');
  await expect(badges.locator('[data-locale="fr"]')).toContainText('FR ✓');
});

// The editable pages and the settings' words in each language (docs/decisions/164-pages-in-each-language.md).
// Read as files: the browser tests' loader imports no JSON modules.
const shippedWords = (locale: string): Record<string, string> =>
  Object.assign(
    {},
    ...['pages', 'legal'].map((file) =>
      JSON.parse(readFileSync(`src/content/translations/${locale}/${file}.json`, 'utf8')),
    ),
  );
const contentTranslations = { fr: shippedWords('fr'), sw: shippedWords('sw') };
const frenchWords = contentTranslations.fr;

test('the French and Swahili pages show the copy the site shipped with in their language', async ({ page }) => {
  await page.goto('/fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(frenchWords[homeHero.title]!);
  await expect(page.locator('footer')).toContainText(frenchWords[site.tagline]!);
  await page.goto('/sw/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentTranslations.sw[aboutHero.title]!);
});

test('a French page edited in the admin changes the French page only; restoring the original brings the shipped French back', async ({
  page,
}) => {
  const title = `Conditions d’utilisation ${randomBytes(3).toString('hex')}`;
  await openAdmin(page, '/admin/pages/terms');
  await page.getByRole('link', { name: /^French/ }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/terms\?lang=fr$/);
  const legal = page.getByRole('group', { name: 'Section 1: Legal document', exact: true });
  await expect(legal.getByLabel('Title', { exact: true })).toHaveValue(frenchWords[termsOfService.title]!);
  await legal.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(toastWith(page, 'Page saved in French')).toBeVisible();

  await page.goto('/fr/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(termsOfService.title);

  await openAdmin(page, '/admin/pages/terms?lang=fr');
  await page.getByRole('button', { name: 'Restore the original' }).click();
  await expect(toastWith(page, 'Version restored')).toBeVisible();
  await page.goto('/fr/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(frenchWords[termsOfService.title]!);
});

test('a Swahili tagline saved in admin → Settings → Translations shows in the Swahili footer only', async ({
  page,
}) => {
  const tagline = `Utamaduni wa Afrika ${randomBytes(3).toString('hex')}`;
  await openAdmin(page, '/admin/settings/translations?lang=sw');
  const box = page.getByLabel(site.tagline, { exact: true });
  await expect(box).toHaveValue(contentTranslations.sw[site.tagline]!);
  await box.fill(tagline);
  await page.getByRole('button', { name: 'Save Swahili' }).click();
  await expect(toastWith(page, 'Translations saved')).toBeVisible();

  await page.goto('/sw/contact');
  await expect(page.locator('footer')).toContainText(tagline);
  await page.goto('/fr/contact');
  await expect(page.locator('footer')).not.toContainText(tagline);

  // Emptied, the box gives the shipped translation back.
  await openAdmin(page, '/admin/settings/translations?lang=sw');
  await page.getByLabel(site.tagline, { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save Swahili' }).click();
  await expect(toastWith(page, 'Translations saved')).toBeVisible();
  await page.goto('/sw/contact');
  await expect(page.locator('footer')).toContainText(contentTranslations.sw[site.tagline]!);
});
