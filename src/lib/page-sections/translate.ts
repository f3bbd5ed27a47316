import { mapFieldWords, type SettingField } from '@/lib/site-settings';
import { pageSeoFields, sectionKinds, type PageData } from './index';

/** Fields a visitor reads: words, not addresses, e-mails, choices or files. */
const isWords = (field: SettingField) => field.input.type === 'text' || field.input.type === 'textarea';

/**
 * The page with each of its words passed through `translate` (the page's own search fields, every
 * section's text fields and list rows' text fields, as the kinds define them); everything else
 * (links, images, choices, order) is kept. One walk for listing a page's words and translating them.
 */
export function mapPageWords(page: PageData, translate: (words: string) => string): PageData {
  const seo = mapFieldWords(page.seo, pageSeoFields, isWords, translate);
  const sections = page.sections.map((section) => {
    const definition = sectionKinds[section.kind];
    if (!definition) return section;
    const copy = mapFieldWords(section, definition.fields, isWords, translate);
    for (const [name, list] of Object.entries(definition.lists)) {
      const rows = Array.isArray(copy[name]) ? (copy[name] as Record<string, unknown>[]) : [];
      copy[name] = rows.map((row) => mapFieldWords(row, list.fields, isWords, translate));
    }
    return copy;
  });
  return { seo, sections };
}

/** Every distinct piece of words on a page, in order (what a translation of its seed must cover). */
export function pageWords(page: PageData): string[] {
  const words = new Set<string>();
  mapPageWords(page, (value) => {
    words.add(value);
    return value;
  });
  return [...words];
}
