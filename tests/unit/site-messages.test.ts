import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales.mjs';
import { englishMessages, messagesFor } from '@/messages';
import { translatorFor } from '@/server/i18n/translate';
import { missingWords } from '@/content/missing';

/** Every argument and tag a message uses, nested ones included (parsing also proves the ICU syntax). */
function namesIn(message: string) {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.select || element.type === TYPE.plural)
        Object.values(element.options).forEach((option) => walk(option.value));
    }
  };
  walk(parse(message));
  return [...names].sort();
}

const leaves = (messages: object, prefix = ''): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]],
  );

describe('the site catalogue (src/messages/<language>/site.json)', () => {
  // A language may leave an argument out (French and Swahili say "about this" without the inquiry's
  // noun, whose gender would not agree), never use one English does not give.
  it('uses no argument or tag that English does not have', () => {
    const english = Object.fromEntries(leaves(englishMessages));
    for (const locale of LOCALES) {
      for (const [key, message] of leaves(messagesFor(locale)))
        expect(namesIn(english[key] ?? ''), `${locale} ${key}`).toEqual(expect.arrayContaining(namesIn(message)));
    }
  });

  it('formats its plurals, selects and rich text in every language', () => {
    for (const locale of LOCALES) {
      const t = translatorFor(locale, 'ThankYou');
      expect(t('what', { kind: 'booking' })).not.toBe(t('what', { kind: 'none' }));
      expect(t('nextBooking', { name: 'Zola', date: 'none' })).toContain('Zola');
      expect(t('nextBooking', { name: 'Zola', date: '1 May' })).toContain('1 May');
      expect(t('nextBooking', { name: 'Zola', date: 'none' })).not.toContain('none');
    }
    const t = translatorFor('en', 'Footer');
    expect(t('copyright', { year: '2026', name: 'Ngoma', holdingCompany: 'Holding' })).toBe(
      '© 2026 Ngoma. A subsidiary of Holding. All rights reserved.',
    );
  });

  it('keeps the missing-item words in English and gives them in French and Swahili', () => {
    expect(missingWords('talent', false).toast).toEqual({
      title: 'Error',
      description: 'Could not find the requested talent.',
    });
    expect(missingWords('jobs', true).title).toBe('This role has closed');
    expect(missingWords('nope', false).back).toEqual({ href: '/', label: 'Back to Home' });
    expect(missingWords('events', false, 'fr').title).toBe('Événement introuvable');
    expect(missingWords('blog', false, 'sw').back.href).toBe('/blog');
  });

  it('words a list page that does not exist as a page, with the way back to its list and no talent toast', () => {
    expect(missingWords('talent', false, 'en', true)).toEqual({
      title: 'Page Not Found',
      text: "That page of the list doesn't exist. The list may be shorter now, or the link may be wrong.",
      back: { href: '/talent', label: 'Back to Roster' },
    });
    expect(missingWords('case-studies', false, 'fr', true).back).toEqual({
      href: '/portfolio',
      label: 'Retour aux réalisations',
    });
  });
});
