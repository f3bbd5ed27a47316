'use server';

import { refresh } from 'next/cache';
import { z } from 'zod';
import { actionFailed, actionSucceeded } from '@/lib/action-result';
import { contentTypes, isContentKind, type ContentKind } from '@/lib/content-types';
import { LOCALE_INFO } from '@/lib/i18n/locales.mjs';
import { checkbox } from '@/lib/schemas/content';
import { slugify } from '@/lib/slugify';
import { adminFormAction } from '@/server/actions/admin-action';
import { invalidate } from '@/server/cache/invalidate';
import { rowId } from '@/server/content-types';
import { logError } from '@/server/log';
import { contentRepository } from '@/server/repositories/content';
import { SlugError } from '@/server/repositories/shared';
import { isTranslationLocale, translationRepository } from '@/server/repositories/translations';

/** The longest translated field the form takes (the longest English field, a post's body, is 100,000). */
const MAX_FIELD = 100_000;

/**
 * The translation form (docs/decisions/162-translated-content.md): the item, the language, the slug,
 * the publish switch and one `field:<name>` per translatable field of the type's definition.
 */
const translationForm = z
  .object({
    kind: z.custom<ContentKind>(isContentKind, 'Unknown content type.'),
    id: rowId,
    locale: z.custom<'fr' | 'sw'>(isTranslationLocale, 'Unknown language.'),
    slug: z.string().trim().max(120, 'At most 120 characters.').optional(),
    is_published: checkbox,
  })
  .catchall(z.unknown())
  .transform((value, ctx) => {
    const type = contentTypes[value.kind];
    const fields: Record<string, string> = {};
    for (const name of type.translations) {
      const raw = value[`field:${name}`];
      const text = typeof raw === 'string' ? raw.trim() : '';
      if (text.length > MAX_FIELD) {
        ctx.addIssue({ code: 'custom', path: [`field:${name}`], message: 'This text is too long.' });
        return z.NEVER;
      }
      if (text) fields[name] = text;
    }
    const typed = value.slug ? slugify(value.slug) : '';
    if (value.slug && !typed) {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: 'Use letters, digits or hyphens in the slug.' });
      return z.NEVER;
    }
    const from = fields[type.slug.from];
    return {
      kind: value.kind,
      id: value.id,
      locale: value.locale,
      is_published: value.is_published,
      fields,
      typed,
      from,
    };
  });

/**
 * Saves an item's translation in one language: the same guard as the English save (permission,
 * audit entry, refusal beside the field), then the type's tag, so every instance's public pages
 * show it. The slug, when empty, is made from the translated title, else the English slug.
 */
export const saveTranslationAction = adminFormAction(
  translationForm,
  async ({ kind, id, locale, is_published, fields, typed, from }) => {
    const type = contentTypes[kind];
    const item = await contentRepository(type).findById(id);
    if (!item) return actionFailed('This item no longer exists.');
    const slug = typed || (from ? slugify(from) : '') || item.slug;
    try {
      await translationRepository(type).save(id, locale, { slug, fields, is_published });
    } catch (error) {
      if (error instanceof SlugError) return actionFailed(error.message, { slug: error.message });
      logError(`saving a ${kind} translation failed`, error);
      return actionFailed('The database refused the change. Please try again.');
    }
    await invalidate(type.tag);
    refresh();
    const language = LOCALE_INFO.find((info) => info.code === locale)?.englishName ?? locale;
    return actionSucceeded({ message: `${language} translation saved${is_published ? ' and published' : ''}.` });
  },
  { name: 'content translation save', permission: 'content.edit', invalidMessage: 'Unknown item.' },
);
