import 'server-only';
import type { Transaction } from 'kysely';
import { LOCALES, DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales.mjs';
import type { ContentTypeShape } from '../../lib/content-types/define';
import { forgetAddresses } from '../cache/address-copies';
import { db } from '../db/client';
import type { Database } from '../db/schema';
import { DuplicateSlugError, isUniqueViolation, nowIso } from './shared';

/**
 * Translated content (docs/decisions/162-translated-content.md): an item's translatable text fields
 * (the definition's `translations`) in a language other than English, with the item's slug in that
 * language and its own publish switch. One row per item and language in `content_translations`.
 */

/** The languages an item can be translated into: every one but English. */
export const TRANSLATION_LOCALES = LOCALES.filter((code) => code !== DEFAULT_LOCALE) as Exclude<Locale, 'en'>[];

type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

export function isTranslationLocale(value: unknown): value is TranslationLocale {
  return typeof value === 'string' && (TRANSLATION_LOCALES as string[]).includes(value);
}

export type Translation = {
  item_id: number;
  locale: TranslationLocale;
  slug: string;
  /** The translatable fields by name (a field left out or empty shows the English one). */
  fields: Record<string, string>;
  is_published: boolean;
  updated_at: string;
};

type TranslationInput = { slug: string; fields: Record<string, string>; is_published: boolean };

type Row = Database['content_translations'] extends infer T ? { [K in keyof T]: unknown } : never;

function decode(type: ContentTypeShape, row: Row): Translation {
  let parsed: unknown = {};
  try {
    parsed = JSON.parse(String(row.fields ?? '{}'));
  } catch {
    parsed = {};
  }
  const fields: Record<string, string> = {};
  for (const name of type.translations) {
    const value = (parsed as Record<string, unknown>)?.[name];
    if (typeof value === 'string') fields[name] = value;
  }
  return {
    item_id: Number(row.item_id),
    locale: row.locale as TranslationLocale,
    slug: String(row.slug),
    fields,
    // SQLite answers 0/1, PostgreSQL true/false.
    is_published: Boolean(Number(row.is_published)),
    updated_at: new Date(row.updated_at as string | Date).toISOString(),
  };
}

/** The translations of one content type. */
export function translationRepository(type: ContentTypeShape) {
  const table = async (trx?: Transaction<Database>) => trx ?? (await db());

  return {
    /** An item's translations by language (none: {}). */
    async listFor(itemId: number): Promise<Partial<Record<TranslationLocale, Translation>>> {
      const rows = await (
        await table()
      )
        .selectFrom('content_translations')
        .selectAll()
        .where('kind', '=', type.kind)
        .where('item_id', '=', itemId)
        .execute();
      return Object.fromEntries(rows.map((row) => [row.locale, decode(type, row)]));
    },

    /** Which languages each of these items has, and whether each is published (the admin list's badges). */
    async coverage(itemIds: readonly number[]): Promise<Map<number, Partial<Record<TranslationLocale, boolean>>>> {
      const map = new Map<number, Partial<Record<TranslationLocale, boolean>>>();
      if (!itemIds.length) return map;
      const rows = await (
        await table()
      )
        .selectFrom('content_translations')
        .select(['item_id', 'locale', 'is_published'])
        .where('kind', '=', type.kind)
        .where('item_id', 'in', [...itemIds])
        .execute();
      for (const row of rows) {
        const entry = map.get(Number(row.item_id)) ?? {};
        entry[row.locale as TranslationLocale] = Boolean(Number(row.is_published));
        map.set(Number(row.item_id), entry);
      }
      return map;
    },

    /** Every translation of the type in a language, published or not (the proxy's copy of addresses). */
    async listAll(): Promise<Translation[]> {
      const rows = await (
        await table()
      )
        .selectFrom('content_translations')
        .selectAll()
        .where('kind', '=', type.kind)
        .execute();
      return rows.map((row) => decode(type, row));
    },

    /** The published translation with this slug in this language, or undefined. */
    async findPublishedBySlug(locale: TranslationLocale, slug: string): Promise<Translation | undefined> {
      const row = await (
        await table()
      )
        .selectFrom('content_translations')
        .selectAll()
        .where('kind', '=', type.kind)
        .where('locale', '=', locale)
        .where('slug', '=', slug)
        .where('is_published', '=', true)
        .executeTakeFirst();
      return row ? decode(type, row) : undefined;
    },

    /** The published translations of these items in a language, by item id. */
    async findPublishedFor(locale: TranslationLocale, itemIds: readonly number[]): Promise<Map<number, Translation>> {
      if (!itemIds.length) return new Map();
      const rows = await (
        await table()
      )
        .selectFrom('content_translations')
        .selectAll()
        .where('kind', '=', type.kind)
        .where('locale', '=', locale)
        .where('item_id', 'in', [...itemIds])
        .where('is_published', '=', true)
        .execute();
      return new Map(rows.map((row) => [Number(row.item_id), decode(type, row)]));
    },

    /**
     * Creates or replaces an item's translation in a language. Only the definition's translatable
     * fields are kept; a slug another item of the type has in that language throws DuplicateSlugError.
     */
    async save(itemId: number, locale: TranslationLocale, input: TranslationInput): Promise<Translation> {
      const fields = Object.fromEntries(
        type.translations.flatMap((name) =>
          typeof input.fields[name] === 'string' ? [[name, input.fields[name]]] : [],
        ),
      );
      const values = {
        slug: input.slug,
        fields: JSON.stringify(fields),
        is_published: input.is_published,
        updated_at: nowIso(),
      };
      try {
        const row = await (
          await table()
        )
          .insertInto('content_translations')
          .values({ kind: type.kind, item_id: itemId, locale, ...values })
          .onConflict((oc) => oc.columns(['kind', 'item_id', 'locale']).doUpdateSet(values))
          .returningAll()
          .executeTakeFirstOrThrow();
        return decode(type, row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug);
        throw error;
      } finally {
        forgetAddresses(type.kind);
      }
    },

    /** Deletes an item's translations (the item is deleted); in the caller's transaction when given. */
    async removeAllFor(itemId: number, trx?: Transaction<Database>) {
      await (
        await table(trx)
      )
        .deleteFrom('content_translations')
        .where('kind', '=', type.kind)
        .where('item_id', '=', itemId)
        .execute();
    },
  };
}

/** Overlays a translation's non-empty fields and slug on an English item. */
export function translated<T extends { slug: string }>(item: T, translation: Translation | undefined): T {
  if (!translation) return item;
  const fields = Object.fromEntries(Object.entries(translation.fields).filter(([, value]) => value.trim() !== ''));
  return { ...item, ...fields, slug: translation.slug };
}
