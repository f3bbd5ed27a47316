import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isLocalizedPath,
  LOCALES,
  LOCALIZED_ROOTS,
  localizePath,
  splitLocalePath,
  UNLOCALIZED_ROOTS,
} from '@/lib/i18n/locales.mjs';
import { englishMessages, ownMessages } from '@/messages';
import review from '@/messages/review.json';
import { staticPageOf } from '@/server/analytics/pages';

const keysOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the site in several languages (decision 160)', () => {
  it('knows every first segment of the public pages, and every other route and file', () => {
    const pages = readdirSync('src/app/(site)/[locale]', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('('))
      .map((entry) => entry.name);
    expect([...LOCALIZED_ROOTS].sort()).toEqual(pages.sort());
    const routeFiles: Record<string, string> = { 'robots.ts': 'robots.txt', 'sitemap.ts': 'sitemap.xml' };
    const others = readdirSync('src/app', { withFileTypes: true })
      .filter((entry) =>
        entry.isDirectory() ? !entry.name.startsWith('(') : /\.(png|svg|ico)$|^(robots|sitemap)\.ts$/.test(entry.name),
      )
      .map((entry) => routeFiles[entry.name] ?? entry.name)
      .filter((name) => !LOCALIZED_ROOTS.has(name));
    const publicFiles = readdirSync('public');
    expect([...UNLOCALIZED_ROOTS].sort()).toEqual(['_next', ...others, ...publicFiles].sort());
  });

  it('splits and builds paths: English at the root, the others under their code', () => {
    expect(splitLocalePath('/fr/talent/nomvula')).toEqual({ locale: 'fr', path: '/talent/nomvula' });
    expect(splitLocalePath('/sw')).toEqual({ locale: 'sw', path: '/' });
    expect(splitLocalePath('/talent')).toEqual({ locale: 'en', path: '/talent' });
    expect(splitLocalePath('/frank')).toEqual({ locale: 'en', path: '/frank' });
    expect(localizePath('fr', '/')).toBe('/fr');
    expect(localizePath('fr', '/talent?x=1')).toBe('/fr/talent?x=1');
    expect(localizePath('sw', '/#work')).toBe('/sw#work');
    expect(localizePath('en', '/talent')).toBe('/talent');
    // Not pages: the same in every language.
    expect(localizePath('fr', '/uploads/a.jpg')).toBe('/uploads/a.jpg');
    expect(localizePath('fr', '/contact/submit')).toBe('/contact/submit');
    expect(localizePath('fr', '/fr/talent')).toBe('/fr/talent');
    expect(localizePath('fr', 'https://example.com/talent')).toBe('https://example.com/talent');
    expect(isLocalizedPath('/careers/submit')).toBe(false);
    expect(isLocalizedPath('/careers/dj')).toBe(true);
  });

  it('counts a page read in French or Swahili as the page itself', () => {
    expect(staticPageOf('/fr')).toBe('/');
    expect(staticPageOf('/sw/about')).toBe('/about');
    expect(staticPageOf('/fr/talent/category/dj/page/2')).toBe('/talent');
    expect(staticPageOf('/de/about')).toBe('');
  });

  it('keeps each namespace in one area file (a second would silently replace the first)', () => {
    for (const locale of LOCALES) {
      const seen = new Map<string, string>();
      for (const file of readdirSync(`src/messages/${locale}`)) {
        const areas = JSON.parse(readFileSync(`src/messages/${locale}/${file}`, 'utf8')) as object;
        for (const namespace of Object.keys(areas)) {
          expect(seen.get(namespace), `${locale}: ${namespace} in ${file}`).toBeUndefined();
          seen.set(namespace, file);
        }
      }
    }
  });

  it('has every English string in French and Swahili, and reviews only keys that exist', () => {
    const english = keysOf(englishMessages).sort();
    for (const locale of LOCALES.filter((code) => code !== 'en')) {
      expect(keysOf(ownMessages(locale)).sort(), locale).toEqual(english);
      for (const key of (review as unknown as Record<string, string[]>)[locale] ?? [])
        expect(english, key).toContain(key);
    }
  });
});
