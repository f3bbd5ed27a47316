import type { SettingField } from '@/lib/site-settings';
import type { SectionValues } from './define';
import { pageSeoFields, sectionKinds, type PageData } from './index';

/** Fields a visitor reads: words, not addresses, e-mails, choices or files. */
const isWords = (field: SettingField | undefined) => field?.input.type === 'text' || field?.input.type === 'textarea';

/**
 * The page with each of its words passed through `translate` (the page's own search fields, every
 * section's text fields and list rows' text fields, as the kinds define them); everything else
 * (links, images, choices, order) is kept. One walk for listing a page's words and translating them.
 */
export function mapPageWords(page: PageData, translate: (words: string) => string): PageData {
  const seo = Object.fromEntries(
    Object.entries(page.seo).map(([name, value]) => [
      name,
      isWords(pageSeoFields[name as keyof typeof pageSeoFields]) && value ? translate(value) : value,
    ]),
  ) as PageData['seo'];
  const sections = page.sections.map((section) => {
    const definition = sectionKinds[section.kind];
    if (!definition) return section;
    const copy: SectionValues = { ...section };
    for (const [name, field] of Object.entries(definition.fields))
      if (isWords(field) && typeof copy[name] === 'string' && copy[name]) copy[name] = translate(copy[name] as string);
    for (const [name, list] of Object.entries(definition.lists)) {
      const rows = Array.isArray(copy[name]) ? (copy[name] as Record<string, unknown>[]) : [];
      copy[name] = rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key,
            isWords(list.fields[key]) && typeof value === 'string' && value ? translate(value) : value,
          ]),
        ),
      );
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
