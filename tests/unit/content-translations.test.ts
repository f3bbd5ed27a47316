import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteSettingsSeed } from '@/content/site';
import { contentTranslations, shippedTranslation } from '@/content/translations';
import { editablePages, pageDataSchema, pageKeys, type PageData } from '@/lib/page-sections';
import { mapPageWords, pageWords } from '@/lib/page-sections/translate';
import { mapSettingsWords, settingsWords, siteSettingsSchema } from '@/lib/site-settings';

// The shipped copy in French and Swahili (docs/decisions/164-pages-in-each-language.md).
const locales = ['fr', 'sw'] as const;
const shippedWords = new Set([
  ...pageKeys.flatMap((key) => pageWords(editablePages[key].seed)),
  ...settingsWords(siteSettingsSeed),
]);
const placeholders = (words: string) => [...words.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();
const paragraphs = (words: string) => words.split(/\n\s*\n/).length;
const lines = (words: string) => words.split('\n').length;

describe.each(locales)('the shipped copy in %s', (locale) => {
  const dictionary = contentTranslations[locale];

  it('translates every word of every page and setting the site ships with, and nothing else', () => {
    expect([...shippedWords].filter((english) => !dictionary[english]?.trim())).toEqual([]);
    expect(Object.keys(dictionary).filter((english) => !shippedWords.has(english))).toEqual([]);
  });

  it('keeps each entry’s placeholders, paragraphs and lines', () => {
    for (const [english, words] of Object.entries(dictionary)) {
      expect(placeholders(words), english).toEqual(placeholders(english));
      expect(paragraphs(words), english).toBe(paragraphs(english));
      expect(lines(words), english).toBe(lines(english));
    }
  });

  it('gives pages and settings that pass their definitions (lengths included)', () => {
    for (const key of pageKeys) {
      const page = mapPageWords(editablePages[key].seed, (words) => shippedTranslation(locale, words));
      const parsed = pageDataSchema.safeParse(page);
      expect(parsed.success ? [] : parsed.error.issues, key).toEqual([]);
    }
    const settings = mapSettingsWords(siteSettingsSeed, (words) => shippedTranslation(locale, words));
    const parsed = siteSettingsSchema.safeParse(settings);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it('lists for review only entries it has', () => {
    const folder = join(process.cwd(), 'src/content/translations', locale);
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.review.json'))) {
      const review = JSON.parse(readFileSync(join(folder, file), 'utf8')) as string[];
      expect(
        review.filter((english) => !(english in dictionary)),
        file,
      ).toEqual([]);
    }
  });
});

describe('a page’s words', () => {
  it('are its text fields only: links, images and choices are kept as they are', () => {
    const home: PageData = editablePages.home.seed;
    const shouted = mapPageWords(home, (words) => words.toUpperCase());
    const hero = shouted.sections[0]!;
    expect(hero.title).toBe(String(home.sections[0]!.title).toUpperCase());
    const buttons = hero.buttons as { label: string; href: string }[];
    expect(buttons[0]!.href).toBe((home.sections[0]!.buttons as { href: string }[])[0]!.href);
    const featured = shouted.sections.find((section) => section.kind === 'featured')!;
    expect(featured.source).toBe('work');
    expect(featured.buttonHref).toBe('/portfolio');
  });
});
