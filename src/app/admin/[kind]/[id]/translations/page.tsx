import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { ActionForm } from '@/components/admin/action-form';
import { contentTypes, isContentKind, type ContentKind } from '@/lib/content-types';
import type { ContentTypeShape } from '@/lib/content-types/define';
import { LOCALE_INFO, localizePath } from '@/lib/i18n/locales.mjs';
import { saveTranslationAction } from '@/server/actions/admin/translations';
import { requireAdmin } from '@/server/auth/guard';
import { rowId } from '@/server/content-types';
import { contentRepository } from '@/server/repositories/content';
import { TRANSLATION_LOCALES, translationRepository } from '@/server/repositories/translations';

/**
 * /admin/<kind>/<id>/translations: an item's French and Swahili versions (decision 162), each
 * translatable field of the definition beside its English value, with the slug in that language and
 * its own publish switch. Plain forms: they post without JavaScript too.
 */

type Props = { params: Promise<{ kind: string; id: string }> };

export const metadata: Metadata = { title: 'Translations', robots: { index: false, follow: false } };

const inputClass =
  'w-full rounded-lg border border-stone-300 px-3 py-2 outline-none focus:border-amber-600 focus:ring-2 focus:ring-amber-600/30';
const buttonClass =
  'rounded-lg bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';

export default function TranslationsPage({ params }: Props) {
  return (
    <Suspense fallback={<p className="text-stone-600">Loading translations…</p>}>
      <Translations params={params} />
    </Suspense>
  );
}

async function Translations({ params }: Props) {
  const { kind, id: rawId } = await params;
  if (!isContentKind(kind)) notFound();
  const type = contentTypes[kind];
  const id = rowId.safeParse(rawId);
  if (!id.success || !type.translations.length) notFound();
  await requireAdmin(`${type.routes.admin}/${id.data}/translations`, 'content.edit');
  const [item, translations] = await Promise.all([
    contentRepository(type).findById(id.data),
    translationRepository(type).listFor(id.data),
  ]);
  if (!item) notFound();
  const name = String(item[type.slug.from] ?? item.slug);
  const editor = type.editor === 'page' ? `${type.routes.admin}/${item.id}/edit` : type.routes.admin;
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header>
        <p className="text-sm">
          <a href={editor} className="text-amber-800 underline">
            Back to the English {type.words.noun}
          </a>
        </p>
        <h1 className="font-display mt-2 text-3xl font-bold">Translations of “{name}”</h1>
        <p className="mt-1 text-stone-600">
          Each language has its own slug and its own publish switch. An empty field shows the English text; an item
          without a published translation is shown in English, with a notice, on that language’s pages.
        </p>
      </header>
      {TRANSLATION_LOCALES.map((locale) => {
        const info = LOCALE_INFO.find((entry) => entry.code === locale)!;
        const saved = translations[locale];
        const live = saved?.is_published && type.publicPath ? localizePath(locale, type.publicPath(saved.slug)) : null;
        return (
          <section
            key={locale}
            aria-labelledby={`translation-${locale}`}
            className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
            data-locale={locale}
          >
            <h2 id={`translation-${locale}`} className="text-lg font-semibold">
              {info.englishName} ({info.name}){' '}
              <span className="text-sm font-normal text-stone-600">
                {saved ? (saved.is_published ? '— published' : '— draft') : '— not translated'}
              </span>
            </h2>
            {live ? (
              <p className="mt-1 text-sm">
                Public at{' '}
                <a href={live} className="font-mono text-amber-800 underline">
                  {live}
                </a>
              </p>
            ) : null}
            <TranslationForm kind={kind} locale={locale} item={item} saved={saved} />
          </section>
        );
      })}
    </div>
  );
}

function TranslationForm({
  kind,
  locale,
  item,
  saved,
}: {
  kind: ContentKind;
  locale: string;
  item: Record<string, unknown> & { id: number; slug: string };
  saved: { slug: string; fields: Record<string, string>; is_published: boolean } | undefined;
}) {
  const type: ContentTypeShape = contentTypes[kind];
  const labels = Object.fromEntries(type.translations.map((name) => [`field:${name}`, type.fields[name]!.input.label]));
  return (
    <ActionForm action={saveTranslationAction} labels={{ ...labels, slug: 'Slug' }} className="mt-4 grid gap-4">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="locale" value={locale} />
      {type.translations.map((name) => {
        const input = type.fields[name]!.input;
        const english = String(item[name] ?? '');
        const multiline = input.type === 'textarea' || input.type === 'markdown';
        const fieldId = `${locale}-${name}`;
        return (
          <div key={name} className="grid gap-2 md:grid-cols-2">
            <div className="grid gap-1 text-sm">
              <span className="font-medium text-stone-600">{input.label} (English)</span>
              <div lang="en" className="max-h-60 overflow-auto rounded-lg bg-stone-50 px-3 py-2 whitespace-pre-wrap">
                {english || <span className="text-stone-500">(empty)</span>}
              </div>
            </div>
            <label htmlFor={fieldId} className="grid gap-1 text-sm font-medium">
              {input.label} ({locale.toUpperCase()})
              {multiline ? (
                <textarea
                  id={fieldId}
                  name={`field:${name}`}
                  lang={locale}
                  rows={'rows' in input ? Math.min(input.rows, 12) : 4}
                  defaultValue={saved?.fields[name] ?? ''}
                  className={inputClass}
                />
              ) : (
                <input
                  id={fieldId}
                  name={`field:${name}`}
                  lang={locale}
                  defaultValue={saved?.fields[name] ?? ''}
                  className={inputClass}
                />
              )}
            </label>
          </div>
        );
      })}
      <label className="grid gap-1 text-sm font-medium md:w-1/2">
        Slug ({locale.toUpperCase()})
        <input
          name="slug"
          defaultValue={saved?.slug ?? ''}
          maxLength={120}
          placeholder={`Empty: made from the translated ${type.slug.from}`}
          className={`${inputClass} font-mono`}
        />
      </label>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="is_published" defaultChecked={saved?.is_published ?? false} />
        Publish this translation
      </label>
      <div>
        <button type="submit" className={buttonClass}>
          Save {locale.toUpperCase()} translation
        </button>
      </div>
    </ActionForm>
  );
}
