import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionForm } from '@/components/admin/action-form';
import { LanguageTabs } from '@/components/admin/language-tabs';
import { DateTimeInput } from '@/components/admin/date-time-input';
import { PreviewButton } from '@/components/admin/content-form';
import { inputClass } from '@/components/admin/form-kit';
import { SettingInputField as Field } from '@/components/admin/setting-field';
import {
  BLANK_ROWS,
  editablePages,
  isPageKey,
  pageInputLabel,
  pageSeoFields,
  seoInput,
  rowInput,
  sectionInput,
  sectionKinds,
  type PageData,
  type PageSeo,
} from '@/lib/page-sections';
import type { SectionValues } from '@/lib/page-sections/define';
import type { SettingField } from '@/lib/site-settings';
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, localizePath, type Locale } from '@/lib/i18n/locales.mjs';
import { cancelScheduledPageAction, restorePageAction, savePageAction } from '@/server/actions/admin/pages';
import { requireAdmin } from '@/server/auth/guard';
import { isBehindEnglish, listPageVersions, readPage } from '@/server/repositories/pages';
import { formatSiteTime, siteTimeZone } from '@/server/site-time';

export const metadata: Metadata = { title: 'Edit page', robots: { index: false, follow: false } };

const buttonClass =
  'rounded-lg bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';
const smallButton =
  'rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100';
const cardClass = 'grid gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm';

/**
 * Admin → Pages → one page: its SEO fields and ordered sections as one form generated from the
 * section kinds' definitions. Every button submits the whole form (it saves), so moving, removing
 * and adding sections, and adding or reordering list rows, work without JavaScript.
 */
export default async function EditPagePage({
  params,
  searchParams,
}: {
  params: Promise<{ key: string }>;
  searchParams: Promise<{ lang?: string | string[] }>;
}) {
  const { key } = await params;
  const { lang } = await searchParams;
  const locale: Locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  await requireAdmin(editorPath(key, locale), 'content.read');
  if (!isPageKey(key)) notFound();
  const definition = editablePages[key];
  const [page, listed, latestByLanguage] = await Promise.all([
    readPage(key, locale),
    listPageVersions(key, 10, locale),
    Promise.all(LOCALE_INFO.map((info) => listPageVersions(key, 1, info.code))),
  ]);
  const publicPath = localizePath(locale, definition.path);
  const englishSave = latestByLanguage[0]![0];
  const thisSave = latestByLanguage[LOCALE_INFO.findIndex((info) => info.code === locale)]![0];
  const behindEnglish = locale !== DEFAULT_LOCALE && englishSave && isBehindEnglish(englishSave, thisSave);
  const timeZone = siteTimeZone();
  const now = new Date().toISOString();
  const scheduled = listed.filter((version) => version.publish_at && version.publish_at > now).reverse();
  const versions = listed.filter((version) => !scheduled.includes(version));
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <header>
        <p className="text-sm">
          <Link href="/admin/pages" className="text-amber-800 hover:underline">
            Pages
          </Link>
        </p>
        <h1 className="font-display text-3xl font-bold">{definition.title}</h1>
        <p className="mt-1 text-stone-600">
          Public at{' '}
          <a href={publicPath} className="text-amber-800 underline" target="_blank" rel="noreferrer">
            {publicPath}
          </a>
          . A save shows there on the next request; Preview opens the form as it stands in a new tab, unsaved.
        </p>
      </header>
      <LanguageTabs
        label="Language of this page"
        current={locale}
        tabs={LOCALE_INFO.map((info, index) => {
          const save = latestByLanguage[index]![0];
          return {
            code: info.code,
            name: info.englishName,
            href: editorPath(key, info.code),
            note: save ? `saved ${formatSiteTime(save.created_at)}` : 'as shipped',
          };
        })}
      />
      {behindEnglish ? (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          The English page was saved on {formatSiteTime(englishSave.created_at)}, after this translation
          {thisSave ? ' was last saved' : ' (never saved: the copy it shipped with)'}: check that it still says the
          same.
        </p>
      ) : null}
      <ActionForm
        key={`${locale}:${listed.reduce((newest, version) => Math.max(newest, version.id), 0)}`}
        action={savePageAction}
        labels={fieldLabels(page)}
        className="grid gap-6"
      >
        <input type="hidden" name="page" value={key} />
        <input type="hidden" name="locale" value={locale} />
        <fieldset className={cardClass}>
          <legend className="float-left text-lg font-semibold">Search and sharing</legend>
          <div className="grid clear-both gap-4 md:grid-cols-2">
            {Object.entries(pageSeoFields).map(([name, field]) => (
              <Field key={name} name={seoInput(name)} field={field} value={page.seo[name as keyof PageSeo]} />
            ))}
          </div>
        </fieldset>
        {page.sections.map((section, index) => (
          <SectionFields key={index} section={section} index={index} count={page.sections.length} />
        ))}
        <div className="grid gap-1 text-sm">
          <label htmlFor="page-publish-at" className="font-medium">
            Publish at
          </label>
          <DateTimeInput common={{ id: 'page-publish-at', name: 'publishAt' }} initial="" timeZone={timeZone} />
          <span className="text-xs text-stone-500">
            Optional: this version goes live at this time, and the page stays as it is until then. Empty: at once.
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass}>
            Save page
          </button>
          <PreviewButton />
          <span className="text-sm text-stone-600">Add a section (it starts hidden):</span>
          {definition.kinds.map((kind) => (
            <button key={kind} type="submit" name="op" value={`add:${kind}`} className={smallButton}>
              Add {sectionKinds[kind]!.label.toLowerCase()}
            </button>
          ))}
        </div>
      </ActionForm>
      {scheduled.length ? (
        <section aria-labelledby="page-scheduled" className={cardClass}>
          <h2 id="page-scheduled" className="text-lg font-semibold">
            Scheduled versions
          </h2>
          <ul className="grid gap-2 text-sm text-stone-700">
            {scheduled.map((version) => (
              <li key={version.id} className="flex flex-wrap items-center gap-3">
                <span>
                  Goes live <time dateTime={version.publish_at!}>{formatSiteTime(version.publish_at!)}</time> (saved by{' '}
                  {version.author ?? 'a removed account'})
                </span>
                <ActionForm action={cancelScheduledPageAction}>
                  <input type="hidden" name="page" value={key} />
                  <input type="hidden" name="version" value={version.id} />
                  <button type="submit" className={smallButton}>
                    Cancel this schedule
                  </button>
                </ActionForm>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="page-versions" className={cardClass}>
        <h2 id="page-versions" className="text-lg font-semibold">
          Earlier versions
        </h2>
        <ul className="grid gap-2 text-sm text-stone-700">
          {versions.slice(1).map((version) => (
            <li key={version.id} className="flex flex-wrap items-center gap-3">
              <span>
                <time dateTime={version.created_at}>{formatSiteTime(version.created_at)}</time> by{' '}
                {version.author ?? 'a removed account'}
              </span>
              <RestoreButton page={key} locale={locale} version={String(version.id)} label="Restore this version" />
            </li>
          ))}
          <li className="flex flex-wrap items-center gap-3">
            <span>The copy the site shipped with</span>
            <RestoreButton page={key} locale={locale} version="seed" label="Restore the original" />
          </li>
        </ul>
      </section>
    </div>
  );
}

/** The editor of a page in a language: the English at /admin/pages/<key>, the others with ?lang=. */
const editorPath = (key: string, locale: Locale) =>
  `/admin/pages/${key}${locale === DEFAULT_LOCALE ? '' : `?lang=${locale}`}`;

function RestoreButton({
  page,
  locale,
  version,
  label,
}: {
  page: string;
  locale: Locale;
  version: string;
  label: string;
}) {
  return (
    <ActionForm action={restorePageAction}>
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="version" value={version} />
      <button type="submit" className={smallButton}>
        {label}
      </button>
    </ActionForm>
  );
}

function SectionFields({ section, index, count }: { section: SectionValues; index: number; count: number }) {
  const definition = sectionKinds[section.kind]!;
  const title = `Section ${index + 1}: ${definition.label}`;
  return (
    <fieldset className={cardClass} data-testid="page-section">
      <legend className="float-left text-lg font-semibold">{title}</legend>
      <input type="hidden" name={sectionInput(index, 'kind')} value={section.kind} />
      <div className="clear-both flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            name={sectionInput(index, 'shown')}
            defaultChecked={section.shown}
            className="size-4"
          />
          Shown on the page
        </label>
        {index > 0 ? (
          <button type="submit" name="op" value={`up:${index}`} className={smallButton}>
            Move up
          </button>
        ) : null}
        {index < count - 1 ? (
          <button type="submit" name="op" value={`down:${index}`} className={smallButton}>
            Move down
          </button>
        ) : null}
        {count > 1 ? (
          <button type="submit" name="op" value={`remove:${index}`} className={`${smallButton} text-red-800`}>
            Remove section
          </button>
        ) : null}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {Object.entries(definition.fields).map(([name, field]) => (
          <Field
            key={name}
            name={sectionInput(index, name)}
            field={field as SettingField}
            value={section[name] as string}
          />
        ))}
      </div>
      {Object.entries(definition.lists).map(([name, list]) => {
        const rows = (section[name] as Record<string, unknown>[]) ?? [];
        const total = Math.min(rows.length + BLANK_ROWS, list.max + BLANK_ROWS);
        return (
          <fieldset key={name} className="grid gap-3">
            <legend className="text-base font-semibold">
              {list.title} ({list.min ? `at least ${list.min}, ` : ''}at most {list.max})
            </legend>
            {Array.from({ length: total }, (_, row) => {
              const value = rows[row];
              const rowTitle = value ? `${list.noun} ${row + 1}` : `New ${list.noun.toLowerCase()}`;
              return (
                <fieldset
                  key={row}
                  data-testid={`${name}-row`}
                  className="grid gap-3 rounded-lg border border-stone-200 p-4 md:grid-cols-3"
                >
                  <legend className="px-1 text-sm font-semibold text-stone-800">{rowTitle}</legend>
                  {Object.entries(list.fields).map(([field, def]) => (
                    <Field
                      key={field}
                      name={rowInput(index, name, row, field)}
                      field={def}
                      value={value?.[field] as string | undefined}
                      optional={!value}
                    />
                  ))}
                  <div className="flex flex-wrap items-end gap-4 md:col-span-3">
                    <label className="grid gap-1 text-sm font-medium">
                      Position
                      <input
                        type="number"
                        name={rowInput(index, name, row, 'position')}
                        defaultValue={row + 1}
                        min={1}
                        max={99}
                        className={`${inputClass} w-24`}
                      />
                    </label>
                    {value ? (
                      <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-red-800">
                        <input type="checkbox" name={rowInput(index, name, row, 'remove')} className="size-4" />
                        Remove {rowTitle.toLowerCase()}
                      </label>
                    ) : null}
                  </div>
                </fieldset>
              );
            })}
          </fieldset>
        );
      })}
    </fieldset>
  );
}

/** Input name → what the error list calls it: `s.2.members.4.email` → "Section 3 (Team), Person 5: E-mail". */
function fieldLabels(page: PageData) {
  const names = Object.keys(pageSeoFields).map(seoInput);
  page.sections.forEach((section, index) => {
    const definition = sectionKinds[section.kind];
    if (!definition) return;
    names.push(...Object.keys(definition.fields).map((name) => sectionInput(index, name)));
    for (const [name, list] of Object.entries(definition.lists)) {
      names.push(`s.${index}.${name}`);
      const rows = ((section[name] as unknown[]) ?? []).length + BLANK_ROWS;
      for (let row = 0; row < rows; row++)
        names.push(...Object.keys(list.fields).map((field) => rowInput(index, name, row, field)));
    }
  });
  return Object.fromEntries(names.map((name) => [name, pageInputLabel(name, (index) => page.sections[index]?.kind)]));
}
