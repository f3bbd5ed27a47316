import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as about from '@/content/about';
import * as clients from '@/content/clients';
import * as faq from '@/content/faq';
import * as home from '@/content/home';
import * as services from '@/content/services';

/**
 * Issue 24: the marketing copy is the operator's (admin → Pages), so it lives in the seeds
 * (src/content/) and nowhere in the code that renders it. Every sentence and heading of the copy
 * modules that are page seeds must be absent from components, routes and section kinds.
 */
const root = path.resolve(import.meta.dirname, '../..');
const codeDirs = ['src/app', 'src/components', 'src/lib/page-sections/kinds'];

function stringsOf(value: unknown, into: Set<string>) {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => stringsOf(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => stringsOf(item, into));
  return into;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(tsx?|mdx?)$/.test(entry.name) ? [full] : [];
  });
}

// Copy: a few words at least (labels such as "FAQ" or a path are not copy).
const copy = [...stringsOf([about, clients, faq, home, services], new Set())].filter(
  (text) => text.length >= 16 && /\s/.test(text) && !text.startsWith('/'),
);
/** Pages that are not (yet) sections, which happen to say the same words as a seed. */
const notYetPages = new Set([
  'src/components/site/blog/blog-list.tsx', // "Insights Coming Soon!": the blog's own empty list
  'src/components/site/talent/talent-list.tsx', // "Representation Options": the roster's link to For Artists
]);
const code = codeDirs
  .flatMap((dir) => filesUnder(path.join(root, dir)))
  .filter((file) => !notYetPages.has(path.relative(root, file)));
const sources = code.map((file) => ({ file: path.relative(root, file), text: fs.readFileSync(file, 'utf8') }));

describe('marketing copy', () => {
  it('is found in the seeds and there only', () => {
    expect(copy.length).toBeGreaterThan(150);
    expect(copy).toContain('The Sound of Africa, Produced for the World.');
    const found = copy.flatMap((text) =>
      sources.filter((source) => source.text.includes(text)).map((source) => `${source.file}: “${text}”`),
    );
    expect(found).toEqual([]);
  });
});
