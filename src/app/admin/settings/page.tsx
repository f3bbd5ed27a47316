import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionForm } from '@/components/admin/action-form';
import { inputClass } from '@/components/admin/form-kit';
import { SettingInputField as Field } from '@/components/admin/setting-field';
import {
  BLANK_ROWS,
  listNames,
  rowInput,
  settingsLists,
  settingsSections,
  type ListName,
  type SettingField,
  type SiteSettings,
} from '@/lib/site-settings';
import { saveSiteSettingsAction } from '@/server/actions/admin/settings';
import { requireAdmin } from '@/server/auth/guard';
import { listSiteSettingsSaves, readSiteSettings } from '@/server/repositories/site-settings';
import { formatSiteTime } from '@/server/site-time';

export const metadata: Metadata = { title: 'Settings', robots: { index: false, follow: false } };

const buttonClass =
  'rounded-lg bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';
const cardClass = 'grid gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm';

/**
 * Admin → Settings: the brand facts every public page shows, as one form generated from their
 * definition (src/lib/site-settings.ts). Lists are rows with a Position and a Remove box, and spare
 * blank rows to add one, so adding, removing and reordering work without JavaScript too.
 */
export default async function SettingsPage() {
  await requireAdmin('/admin/settings', 'settings');
  const [settings, saves] = await Promise.all([readSiteSettings(), listSiteSettingsSaves(5)]);
  const labels = fieldLabels(settings);
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <header>
        <h1 className="font-display text-3xl font-bold">Settings</h1>
        <p className="mt-1 text-stone-600">
          The brand, offices, contact addresses, social links, stats and clients (the logo walls) that every page shows.
          A save shows on the whole site at once. Their words in French and Swahili:{' '}
          <Link href="/admin/settings/translations" className="text-amber-800 underline">
            Settings translations
          </Link>
          .
        </p>
      </header>
      {/* Keyed by the latest save: after a save the rows are numbered afresh. */}
      <ActionForm key={saves[0]?.id ?? 'seed'} action={saveSiteSettingsAction} labels={labels} className="grid gap-6">
        {Object.entries(settingsSections).map(([key, section]) => (
          <fieldset key={key} className={cardClass}>
            <legend className="float-left text-lg font-semibold">{section.title}</legend>
            <div className="grid clear-both gap-4 md:grid-cols-2">
              {Object.entries(section.fields).map(([name, field]) => (
                <Field
                  key={name}
                  name={name}
                  field={field as SettingField}
                  value={settings[name as keyof SiteSettings] as string}
                />
              ))}
            </div>
          </fieldset>
        ))}
        {listNames.map((list) => (
          <ListRows key={list} list={list} rows={settings[list] as unknown as Record<string, unknown>[]} />
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass}>
            Save settings
          </button>
          <p className="text-sm text-stone-600">
            To add a row, fill in a blank one; to move one, change its position; Remove drops it on save.
          </p>
        </div>
      </ActionForm>
      <section aria-labelledby="settings-saves" className={cardClass}>
        <h2 id="settings-saves" className="text-lg font-semibold">
          Recent saves
        </h2>
        {saves.length ? (
          <ul className="grid gap-1 text-sm text-stone-700">
            {saves.map((save) => (
              <li key={save.id}>
                <time dateTime={save.created_at}>{formatSiteTime(save.created_at)}</time> by{' '}
                {save.author ?? 'a removed account'}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-600">Never saved: the site shows the settings it shipped with.</p>
        )}
      </section>
    </div>
  );
}

function ListRows({ list, rows }: { list: ListName; rows: Record<string, unknown>[] }) {
  const definition = settingsLists[list];
  const count = Math.min(rows.length + BLANK_ROWS, definition.max + BLANK_ROWS);
  return (
    <fieldset className={cardClass}>
      <legend className="float-left text-lg font-semibold">{definition.title}</legend>
      <p className="clear-both text-sm text-stone-600">
        {definition.min ? `At least ${definition.min}, at` : 'At'} most {definition.max}.
      </p>
      {Array.from({ length: count }, (_, index) => {
        const row = rows[index];
        const title = row ? `${definition.noun} ${index + 1}` : `New ${definition.noun.toLowerCase()}`;
        return (
          <fieldset
            key={index}
            data-testid={`${list}-row`}
            className="grid gap-3 rounded-lg border border-stone-200 p-4 md:grid-cols-3"
          >
            <legend className="px-1 text-sm font-semibold text-stone-800">{title}</legend>
            {Object.entries(definition.fields).map(([name, field]) => (
              <Field
                key={name}
                name={rowInput(list, index, name)}
                field={field as SettingField}
                value={row?.[name] as string | string[] | undefined}
                optional={!row}
              />
            ))}
            <div className="flex flex-wrap items-end gap-4 md:col-span-3">
              <label className="grid gap-1 text-sm font-medium">
                Position
                <input
                  type="number"
                  name={rowInput(list, index, 'position')}
                  defaultValue={index + 1}
                  min={1}
                  max={99}
                  className={`${inputClass} w-24`}
                />
              </label>
              {row ? (
                <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-red-800">
                  <input type="checkbox" name={rowInput(list, index, 'remove')} className="size-4" />
                  Remove {title.toLowerCase()}
                </label>
              ) : null}
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
}

/** Input name → what the error list calls it: `offices.1.phone` → "Office 2: Phone". */
function fieldLabels(settings: SiteSettings) {
  const labels: Record<string, string> = {};
  for (const section of Object.values(settingsSections)) {
    for (const [name, field] of Object.entries(section.fields)) labels[name] = field.input.label;
  }
  for (const list of listNames) {
    const definition = settingsLists[list];
    labels[list] = definition.title;
    const count = settings[list].length + BLANK_ROWS;
    for (let index = 0; index < count; index++) {
      for (const [name, field] of Object.entries(definition.fields)) {
        labels[rowInput(list, index, name)] = `${definition.noun} ${index + 1}: ${field.input.label}`;
      }
    }
  }
  return labels;
}
