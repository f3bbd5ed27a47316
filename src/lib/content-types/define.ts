import { z } from 'zod';
import { canonicalTimeZone, submittedDateTime, zonedDateTimeToIso } from '../site-time';
import { checkbox, galleryList, httpUrl, optionalDate, required, text, urlOrPath, withSlug } from '../schemas/content';

/**
 * The vocabulary of content type definitions (src/lib/content-types/<kind>.ts). A definition names
 * a type's words, its fields — each with the form input that edits it, the zod schema that checks
 * it and how its column stores it — its list columns, its public path, its cache tag and its write
 * hook. Everything else (the admin screens, routes and actions, the generic repository, revisions,
 * previews, the alt-text and Markdown checks, the Kysely table types, the schema check of the
 * migrated database) is derived from it (docs/content-types.md). Client-safe: no server code, no React.
 */

/**
 * The submitted form, as the admin action wrapper hands it over: a string per name, a list for a
 * repeated name. Typed loosely: the fields' schemas check every value.
 */
export type FormValues = Readonly<Record<string, unknown>>;

/** What reading a form needs besides the form: the clock its `datetime-local` values are on (the site's). */
export type FormContext = { timeZone: string };

/** What the form renders for a field. */
export type FieldInput =
  | { type: 'text' | 'date' | 'url'; label: string; required?: boolean; placeholder?: string; hint?: string }
  /** `zone`: the field naming the IANA time zone the value is typed in (an event's venue); default the site's. */
  | { type: 'datetime'; label: string; hint?: string; zone?: string }
  | { type: 'textarea' | 'markdown'; label: string; rows: number; required?: boolean; hint?: string }
  | { type: 'select'; label: string; options: readonly string[] }
  | { type: 'checkbox'; label: string; defaultChecked?: boolean }
  | { type: 'number'; label: string; min: number; max: number; hint?: string }
  | { type: 'image'; label: string; hint?: string }
  | { type: 'gallery' | 'highlights'; label: string };

/**
 * How a column stores the field's value: `value` as the schema outputs it, and written on every
 * insert (a required text; a date, null when empty); `text`, a string the column defaults to '' (an
 * optional text: inserts may leave it out); `boolean` (0/1 on SQLite, read back as a boolean, with a
 * column default); `json`, a list kept as JSON text (default '[]'), parsed again when read;
 * `nullable`, a value or null, the column's default (inserts may leave it out); `integer`, a whole
 * number with a column default (inserts may leave it out).
 */
export type Storage = 'value' | 'text' | 'boolean' | 'json' | 'nullable' | 'integer';

export interface FieldDef<Schema extends z.ZodType = z.ZodType, S extends Storage = Storage> {
  input: FieldInput;
  schema: Schema;
  storage: S;
  /** Reads the field's raw value from the submitted form; by default the input of the same name. */
  fromForm?: (form: FormValues, name: string, context: FormContext) => unknown;
  /** An alt-text field names the image field it describes (altField): required whenever that image is set. */
  altOf?: string;
}

/** The value a field holds once parsed (what the repositories receive and return). */
export type FieldValue<F> = F extends FieldDef<infer Schema> ? z.output<Schema> : never;

type Fields = Record<string, FieldDef>;

/** A column of the admin list table. `visibility` shows the definition's public/hidden words. */
export type ListColumn<Name extends string> =
  | { header: string; show: 'text'; field: Name }
  | { header: string; show: 'visibility' }
  /** Whether the row is featured on the home page, its place there, and buttons to change both (homeFields). */
  | { header: string; show: 'home' }
  | { header: string; show: 'date'; field: 'created_at' | 'updated_at' }
  /** Which languages the row is translated into (decision 162): added by the list to a type with `translations`. */
  | { header: string; show: 'translations' };

/** The exact strings of a type's admin screens, toasts and dashboard card. */
export type ContentWords = {
  nav: string;
  heading: string;
  addLabel: string;
  empty: string;
  noun: string;
  created: string;
  updated: string;
  deleted: string;
  saveError: string;
  deleteError: string;
  fetchError: string;
  dashboard: string;
  searchLabel: string;
  /** One item, as the revisions screen names it: 'Blog post'. */
  item: string;
  /** The link back to the list from the revisions screen: 'All blog posts'. */
  all: string;
};

/**
 * What a write hook is given: the values being saved (a partial set on update), the row as it is
 * before the save (undefined on create), the save's time and who saves (null: the seed, a script).
 */
export type WriteContext = {
  values: Readonly<Record<string, unknown>>;
  current: Readonly<Record<string, unknown>> | undefined;
  now: string;
  authorId: number | null;
};

/**
 * A type's write hooks. `beforeWrite` returns columns no form edits, set on every create and update
 * in the save's transaction (the blog's author and first publication stamp). `extraColumns` names
 * those columns with their value for an item never saved (the preview of a new item).
 */
export type WriteHooks = {
  beforeWrite?: (context: WriteContext) => Record<string, unknown>;
  extraColumns?: Readonly<Record<string, unknown>>;
};

type Definition<
  Kind extends string,
  Table extends string,
  Tag extends string,
  F extends Fields,
  From extends keyof F & string,
> = {
  /** The kind the forms, the revisions and the admin's address name: `/admin/<kind>`. */
  kind: Kind;
  /** The database table. */
  table: Table;
  /** The cache tag of the type's public reads: every save and delete of the type invalidates it. */
  tag: Tag;
  /**
   * The public page of an item, from its slug: where a rename leaves a redirect from, where the
   * media library links to, what the search-result preview shows. null: the type has no page.
   */
  publicPath: ((slug: string) => string) | null;
  /**
   * Pages below an item's public page (`book`: /talent/<slug>/book): their addresses exist exactly
   * when the item's page does (src/server/missing-detail.ts).
   */
  subpages?: readonly string[];
  /**
   * What the public address of an item that exists but is hidden answers: 'not-found' (404, as an
   * unknown slug: a draft is not told apart from nothing) or 'gone' (410, with the type's "closed"
   * words in src/content/missing.ts: a closed job posting). Default 'not-found'.
   */
  hiddenAnswer?: 'not-found' | 'gone';
  /**
   * The search-result preview in the form (a type with `...seoFields()`): the fields the page's
   * title and description fall back to when the meta fields are empty, as its public metadata does.
   */
  seo?: { title: keyof F & string; description: keyof F & string };
  /** Whether the revisions screen links the item's saved preview (/preview/<kind>/<id>). Default true. */
  preview?: boolean;
  hooks?: WriteHooks;
  words: ContentWords;
  /**
   * Where the type is edited: 'modal', a dialog over the list (short types), or 'page', a
   * full-page editor at `<admin>/new` and `<admin>/<id>/edit` (long content). Default 'modal'.
   */
  editor?: 'page' | 'modal';
  /**
   * In form order. The slug is not a field of its own: shown after `slug.from`, made from it until
   * the item is first public, editable behind "Edit" (src/lib/content-slug.ts).
   */
  fields: F;
  slug: { from: From; label: string; reserved?: Readonly<Record<string, string>> };
  /**
   * Who sees a row: 'always' (every row is public), or a boolean field that puts the row on the
   * public site when on, with the words the admin table shows for on and off.
   */
  visibility: 'always' | { field: keyof F & string; shown: string; hidden: string };
  /** The admin table's columns (Actions is added by the table). The first one names the row. */
  columns: readonly ListColumn<keyof F & string>[];
  /**
   * Checks across fields beyond the field schemas (an event's end after its start): add an issue
   * on the field the operator must change; the save shows it beside that field.
   */
  check?: (value: Record<string, unknown>, ctx: z.RefinementCtx) => void;
  /**
   * Date-time fields whose passing changes the public pages (an event leaves "upcoming" at its
   * end): the schedule tick bumps the type's tag when one passes, like a publishing window's ends.
   */
  boundaries?: readonly (keyof F & string)[];
  /**
   * The text fields each language other than English has its own version of (decision 162): the
   * admin edits them beside the English, the public pages of that language read them. Adding a
   * translatable field is one name here. Default none.
   */
  translations?: readonly (keyof F & string)[];
};

type Shape<F extends Fields> = { [N in keyof F]: F[N]['schema'] };

/**
 * What the generic code (the repository, revisions, previews, the admin routes) needs of any content
 * type: every definition built by defineContentType is one, and so is a type defined in a test.
 */
export interface ContentTypeShape {
  kind: string;
  table: string;
  tag: string;
  publicPath: ((slug: string) => string) | null;
  subpages: readonly string[];
  hiddenAnswer: 'not-found' | 'gone';
  seo?: { title: string; description: string };
  preview: boolean;
  hooks?: WriteHooks;
  words: ContentWords;
  routes: { admin: string };
  editor: 'page' | 'modal';
  fields: Readonly<Record<string, FieldDef>>;
  slug: { from: string; label: string; reserved?: Readonly<Record<string, string>> };
  visibility: 'always' | { field: string; shown: string; hidden: string };
  columns: readonly ListColumn<string>[];
  schema: z.ZodType<Record<string, unknown>>;
  readForm(form: FormValues, context: FormContext): Record<string, unknown>;
  jsonFields: readonly string[];
  booleanFields: readonly string[];
  images: Readonly<Record<string, string>>;
  markdownFields: readonly string[];
  imageBearingFields: readonly string[];
  windowed: boolean;
  boundaries: readonly string[];
  translations: readonly string[];
}

/** Builds a content type: the definition, its zod schema, its form reader and what its fields imply. */
export function defineContentType<
  const Kind extends string,
  const Table extends string,
  const Tag extends string,
  const F extends Fields,
  const From extends keyof F & string,
>(definition: Definition<Kind, Table, Tag, F, From>) {
  const names = Object.keys(definition.fields);
  const shape = Object.fromEntries(names.map((name) => [name, definition.fields[name]!.schema])) as Shape<F>;
  const check = definition.check;
  const schema = withSlug(shape, definition.slug.from).superRefine((value, ctx) => {
    endsAfterStart(value, ctx);
    check?.(value, ctx);
  });
  const kindOf = (name: string) => definition.fields[name]!.input.type;
  return {
    ...definition,
    editor: definition.editor ?? ('modal' as const),
    preview: definition.preview ?? true,
    subpages: definition.subpages ?? [],
    hiddenAnswer: definition.hiddenAnswer ?? ('not-found' as const),
    /** `/admin/<kind>`: the list; `/new`, `/<id>/edit` and `/<id>/delete` below it (src/app/admin/[kind]/). */
    routes: { admin: `/admin/${definition.kind}` as const },
    /** Each image field and the alt field that describes it (altField): the save requires the alt text. */
    images: Object.fromEntries(
      names.flatMap((name) => {
        const image = definition.fields[name]!.altOf;
        return image ? [[image, name]] : [];
      }),
    ) as Readonly<Record<string, string>>,
    /** Markdown fields: they must render within the budget, and their images need alt text, to be saved. */
    markdownFields: names.filter((name) => kindOf(name) === 'markdown') as (keyof F & string)[],
    /** Fields that can name an uploaded image (the media library's usage search). */
    imageBearingFields: names.filter((name) =>
      ['image', 'gallery', 'markdown', 'textarea'].includes(kindOf(name)),
    ) as (keyof F & string)[],
    /** Items live in a publishing window (scheduleFields): the schedule tick watches its boundaries. */
    windowed: 'publish_at' in definition.fields && 'unpublish_at' in definition.fields,
    /** Date-time fields the schedule tick also watches (`boundaries`). */
    boundaries: (definition.boundaries ?? []) as readonly (keyof F & string)[],
    /** Text fields with a version per language (`translations`, decision 162). */
    translations: (definition.translations ?? []) as readonly (keyof F & string)[],
    /** Checks a submitted row; gives the slug typed and the one its title makes (the save picks). */
    schema,
    /** The fields' raw values from a submitted form, ready for `schema`. */
    readForm(form: FormValues, context: FormContext): Record<string, unknown> {
      const values = Object.fromEntries(
        names.map((name) => {
          const field = definition.fields[name]!;
          return [name, field.fromForm ? field.fromForm(form, name, context) : form[name]];
        }),
      );
      return { ...values, slug: form.slug };
    },
    /** Fields stored as JSON text. */
    jsonFields: names.filter((name) => definition.fields[name]!.storage === 'json') as (keyof F & string)[],
    /** Fields stored as booleans. */
    booleanFields: names.filter((name) => definition.fields[name]!.storage === 'boolean') as (keyof F & string)[],
  };
}

/**
 * A schedule whose end is not after its start would keep the item off the site for good while it
 * looks scheduled: refused on the end's field (both are ISO-8601 UTC here, so they compare as text).
 */
function endsAfterStart(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  const { publish_at: start, unpublish_at: end } = value;
  if (typeof start === 'string' && typeof end === 'string' && end <= start) {
    ctx.addIssue({ code: 'custom', path: ['unpublish_at'], message: 'Unpublish At must be after Publish At.' });
  }
}

/** A required text is written on every insert; an optional one may be left to the column's default. */
function textStorage<O extends { required?: boolean }>(options: O) {
  return (options.required ? 'value' : 'text') as O extends { required: true } ? 'value' : 'text';
}

const list = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

type Common = { label: string; hint?: string };

/**
 * The field builders: each pairs a form input with its schema and storage. An optional field
 * missing from the form (one opened before the field was added) is empty, like its column default.
 */
export const field = {
  text: <const O extends Common & { max: number; required?: boolean; placeholder?: string }>(o: O) => ({
    input: { type: 'text' as const, label: o.label, required: o.required, placeholder: o.placeholder, hint: o.hint },
    schema: o.required ? required(o.label, o.max) : text(o.max).default(''),
    storage: textStorage(o),
  }),
  url: (o: Common & { placeholder?: string }) => ({
    input: { type: 'url' as const, label: o.label, placeholder: o.placeholder, hint: o.hint },
    schema: httpUrl.default(''),
    storage: 'text' as const,
  }),
  date: (o: Common) => ({
    input: { type: 'date' as const, label: o.label, hint: o.hint },
    schema: optionalDate,
    storage: 'value' as const,
  }),
  /**
   * A date and time (a `datetime-local` input), stored as ISO-8601 UTC or null when empty. The form
   * sends the wall-clock time, read on the site's clock (readForm's context, src/lib/site-time.ts);
   * a value with a zone is taken as it says.
   */
  datetime: (o: Common & { zone?: string }) => ({
    input: { type: 'datetime' as const, label: o.label, hint: o.hint, zone: o.zone },
    schema: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx) => {
        if (!value) return null;
        const iso = zonedDateTimeToIso(value);
        if (iso) return iso;
        ctx.addIssue({ code: 'custom', message: 'Use a date and time, e.g. 2026-12-01 09:00.' });
        return z.NEVER;
      }),
    storage: 'nullable' as const,
    fromForm: (form: FormValues, name: string, context: FormContext) => {
      const value = form[name];
      const typed = o.zone && typeof form[o.zone] === 'string' ? canonicalTimeZone(form[o.zone] as string) : null;
      const timeZone = typed ?? context.timeZone;
      return typeof value === 'string' ? (submittedDateTime(value.trim(), timeZone) ?? value) : value;
    },
  }),
  textarea: <const O extends Common & { rows: number; max: number; required?: boolean; markdown?: boolean }>(o: O) => ({
    input: {
      type: o.markdown ? ('markdown' as const) : ('textarea' as const),
      label: o.label,
      rows: o.rows,
      required: o.required,
      hint: o.hint,
    },
    schema: o.required ? required(o.label, o.max) : text(o.max).default(''),
    storage: textStorage(o),
  }),
  select: <const Options extends readonly [string, ...string[]]>(o: { label: string; options: Options }) => ({
    input: { type: 'select' as const, label: o.label, options: o.options },
    schema: z.union([z.enum(o.options), z.literal('')]).default(''),
    storage: 'text' as const,
  }),
  checkbox: (o: { label: string; defaultChecked?: boolean }) => ({
    input: { type: 'checkbox' as const, label: o.label, defaultChecked: o.defaultChecked },
    schema: checkbox,
    storage: 'boolean' as const,
  }),
  /**
   * A whole number from `min` to `max` (a number input), stored as an integer column defaulting to
   * `min`; empty or missing is `min`. Anything else is refused with the bounds beside the field.
   */
  integer: (o: Common & { min: number; max: number }) => ({
    input: { type: 'number' as const, label: o.label, min: o.min, max: o.max, hint: o.hint },
    schema: z
      .union([z.string(), z.number()])
      .optional()
      .transform((value, ctx) => {
        const raw = typeof value === 'string' ? value.trim() : value;
        if (raw === undefined || raw === '') return o.min;
        const n = typeof raw === 'number' ? raw : /^-?\d+$/.test(raw) ? Number(raw) : NaN;
        if (Number.isInteger(n) && n >= o.min && n <= o.max) return n;
        ctx.addIssue({ code: 'custom', message: `${o.label} must be a whole number from ${o.min} to ${o.max}.` });
        return z.NEVER;
      }),
    storage: 'integer' as const,
  }),
  image: (o: Common) => ({
    input: { type: 'image' as const, label: o.label, hint: o.hint },
    schema: urlOrPath.default(''),
    storage: 'text' as const,
  }),
  /** A list of image addresses: repeated inputs of the field's name. */
  gallery: (o: { label: string }) => ({
    input: { type: 'gallery' as const, label: o.label },
    schema: galleryList,
    storage: 'json' as const,
    fromForm: (form: FormValues, name: string) => list(form[name]),
  }),
  /** Value/label pairs (2M+ / Monthly Streams): repeated highlight_value and highlight_label inputs. */
  highlights: (o: { label: string }) => ({
    input: { type: 'highlights' as const, label: o.label },
    schema: z
      .array(z.object({ value: text(40), label: text(80) }))
      .max(12, 'At most 12 highlights.')
      .transform((rows) => rows.filter((h) => h.value || h.label)),
    storage: 'json' as const,
    fromForm: (form: FormValues) => {
      const labels = list(form.highlight_label);
      return list(form.highlight_value).map((value, i) => ({ value, label: labels[i] ?? '' }));
    },
  }),
};

/** Alt text for the image field `image`: the save requires it whenever the image is set. */
export const altField = <const Image extends string>(label: string, image: Image) => ({
  ...field.text({ label, max: 250, hint: 'Describe the image for people who cannot see it.' }),
  altOf: image,
});

/** When a dated item shows on the public site: both ends optional. */
export const scheduleFields = () => ({
  publish_at: field.datetime({
    label: 'Publish At',
    hint: 'Optional: the item goes live at this time (once published). Empty: as soon as it is published.',
  }),
  unpublish_at: field.datetime({ label: 'Unpublish At', hint: 'Optional: the item leaves the site at this time.' }),
});

/** Per-item search and sharing: empty values fall back to the page's own title, summary and image. */
export const seoFields = () => ({
  meta_title: field.text({ label: 'Meta Title', max: 120, hint: 'Shown in search results; empty uses the title.' }),
  meta_description: field.textarea({ label: 'Meta Description', rows: 2, max: 300 }),
  share_image_url: field.image({
    label: 'Share Image',
    hint: 'Shown when the page is shared; empty uses the main image.',
  }),
  noindex: field.checkbox({ label: 'Hide from search engines (noindex)' }),
});

/** The home page's curation: featured items show there, lowest Home Order first (decision 135). */
export const HOME_ORDER_MAX = 999;
export const homeFields = () => ({
  featured_on_home: field.checkbox({ label: 'Feature on the home page' }),
  home_order: field.integer({
    label: 'Home Order',
    min: 0,
    max: HOME_ORDER_MAX,
    hint: 'Featured items show on the home page from the lowest number up; the list’s Up and Down buttons set it.',
  }),
});

export const IMAGE_HINT =
  'Paste a direct image address from an image-hosting site (ending in .jpg, .png or .webp), or upload an image.';
