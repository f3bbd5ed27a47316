import { z } from 'zod';
import { canonicalTimeZone } from './site-time';
import { checkbox, required, text, urlOrPath } from './schemas/content';
import { whatsappNumber } from './reply-links';
import { logoSchema, MAX_LOGO_LENGTH, WORDMARK_ACCENTS, WORDMARK_GLYPHS, WORDMARK_STYLES } from './client-logos';

/**
 * The site settings (admin → Settings; docs/decisions/134-site-settings.md): the brand facts every
 * page shows, in ONE definition. Each field names its form input and the zod schema that checks it;
 * the stored shape, the admin form, its reader and the field errors are derived from it. Lists
 * (offices, social links, stats) are rows of such fields. Client-safe: no server code, no React.
 * The values the site shipped with are the seed (src/content/site.ts), not the source.
 */

export type SettingInput =
  | {
      type: 'text' | 'email' | 'tel' | 'url';
      label: string;
      hint?: string;
      maxLength: number;
      required?: boolean;
      /** Words a visitor reads in the page's language (admin → Settings → Translations; decision 164). */
      translated?: boolean;
    }
  | {
      type: 'textarea';
      label: string;
      hint?: string;
      maxLength: number;
      rows: number;
      required?: boolean;
      translated?: boolean;
    }
  | { type: 'select'; label: string; options: readonly { value: string; label: string }[] }
  | { type: 'checkboxes'; label: string; options: readonly { value: string; label: string }[] }
  /** An uploaded file (admin → Settings, a client's logo): the stored value rides in a hidden input, the file in `<name>.file`. */
  | { type: 'file'; label: string; hint?: string; accept: string; maxLength: number; required?: never };

export type SettingField<S extends z.ZodType = z.ZodType> = { input: SettingInput; schema: S };

export const field = <S extends z.ZodType>(input: SettingInput, schema: S): SettingField<S> => ({ input, schema });

const email = (label: string) =>
  required(label, 254).pipe(z.email({ message: 'Enter an e-mail address such as name@example.com.' }));
const optionalEmail = text(254).refine((value) => value === '' || z.email().safeParse(value).success, {
  message: 'Enter an e-mail address such as name@example.com, or leave it empty.',
});
const PHONE = /^\+?[\d ()./-]{6,24}$/;
const phone = (label: string) =>
  required(label, 24).refine((value) => PHONE.test(value) && /\d{2}/.test(value), {
    message: 'Enter a phone number of digits, spaces and + ( ) - only, such as +27 10 500 4620.',
  });
const whatsapp = text(24).refine((value) => value === '' || whatsappNumber(value) !== undefined, {
  message: 'Enter a mobile number with its country code, such as +27 71 500 4620, or leave it empty.',
});
const httpsUrl = (label: string, optional: boolean) =>
  text(500).refine((value) => (optional && value === '') || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), {
    message: optional ? `${label}: use an https:// address, or leave it empty.` : 'Use an https:// address.',
  });
const timeZone = text(60).refine((value) => value === '' || canonicalTimeZone(value) !== null, {
  message: 'Use an IANA time zone such as Africa/Johannesburg, or leave it empty.',
});

/** Where a stat can show (each place shows its stats in list order, at most STATS_PER_PLACE). */
export const STAT_PLACES = [
  { value: 'home', label: 'Home stats band' },
  { value: 'portfolio', label: 'Portfolio' },
  { value: 'promoters', label: 'Services: for promoters' },
  { value: 'talent', label: 'Talent roster' },
] as const;
export type StatPlace = (typeof STAT_PLACES)[number]['value'];
export const STATS_PER_PLACE = 4;
const placeValues = STAT_PLACES.map((place) => place.value) as [StatPlace, ...StatPlace[]];

const choice = <const V extends string>(label: string, options: readonly { value: V; label: string }[]) =>
  field(
    { type: 'select', label, options },
    z.enum(options.map((option) => option.value) as [V, ...V[]], { message: `Choose a ${label.toLowerCase()}.` }),
  );

export const SOCIAL_ICONS = [
  { value: 'image', label: 'Photo (Instagram-like)' },
  { value: 'video', label: 'Video (YouTube-like)' },
] as const;

/** The single fields, by section of the form. */
export const settingsSections = {
  brand: {
    title: 'Brand',
    fields: {
      name: field({ type: 'text', label: 'Brand name', maxLength: 80, required: true }, required('Brand name', 80)),
      shortName: field(
        { type: 'text', label: 'Short name', hint: 'Beside the logo in the admin.', maxLength: 30, required: true },
        required('Short name', 30),
      ),
      holdingCompany: field(
        { type: 'text', label: 'Holding company', hint: 'In the copyright line.', maxLength: 80, required: true },
        required('Holding company', 80),
      ),
      tagline: field(
        { type: 'text', label: 'Tagline', maxLength: 120, required: true, translated: true },
        required('Tagline', 120),
      ),
      description: field(
        {
          type: 'textarea',
          label: 'Description',
          hint: 'What search engines and shared links show for the site (at most 300 characters).',
          maxLength: 300,
          rows: 3,
          required: true,
          translated: true,
        },
        required('Description', 300),
      ),
    },
  },
  contact: {
    title: 'Contact',
    fields: {
      email: field({ type: 'email', label: 'General e-mail', maxLength: 254, required: true }, email('General e-mail')),
      bookingEmail: field(
        {
          type: 'email',
          label: 'Booking e-mail',
          hint: 'For booking requests: search engines get it as the booking contact.',
          maxLength: 254,
          required: true,
        },
        email('Booking e-mail'),
      ),
      bookingResponse: field(
        {
          type: 'text',
          label: 'Response time',
          hint: 'As in “we answer within 24-48 hours”.',
          maxLength: 40,
          required: true,
          translated: true,
        },
        required('Response time', 40),
      ),
      shareImage: field(
        {
          type: 'url',
          label: 'Default share image',
          hint: 'A 1200×630 PNG or JPEG: a path on this site (/og-image.png) or an https:// address.',
          maxLength: 500,
          required: true,
        },
        required('Default share image', 500).pipe(urlOrPath),
      ),
    },
  },
} as const;

/** The lists: rows of fields, with their bounds. */
export const settingsLists = {
  offices: {
    title: 'Offices',
    noun: 'Office',
    min: 1,
    max: 6,
    fields: {
      city: field({ type: 'text', label: 'City', maxLength: 60, required: true }, required('City', 60)),
      country: field(
        { type: 'text', label: 'Country', maxLength: 60, required: true, translated: true },
        required('Country', 60),
      ),
      countryCode: field(
        { type: 'text', label: 'Country code', hint: 'Two letters: ZA, KE.', maxLength: 2, required: true },
        required('Country code', 2)
          .transform((value) => value.toUpperCase())
          .pipe(z.string().regex(/^[A-Z]{2}$/, 'Two letters, such as ZA.')),
      ),
      address: field({ type: 'text', label: 'Address', maxLength: 200, required: true }, required('Address', 200)),
      phone: field({ type: 'tel', label: 'Phone', maxLength: 24, required: true }, phone('Phone')),
      whatsapp: field(
        { type: 'tel', label: 'WhatsApp', hint: 'A mobile number with its country code.', maxLength: 24 },
        whatsapp,
      ),
      email: field({ type: 'email', label: 'Office e-mail', hint: 'Optional.', maxLength: 254 }, optionalEmail),
      mapUrl: field(
        { type: 'url', label: 'Map link', hint: 'Optional: an https:// map address.', maxLength: 500 },
        httpsUrl('Map link', true),
      ),
      timeZone: field(
        { type: 'text', label: 'Time zone', hint: 'Optional: Africa/Johannesburg.', maxLength: 60 },
        timeZone.transform((value) => (value ? canonicalTimeZone(value)! : '')),
      ),
    },
  },
  socials: {
    title: 'Social links',
    noun: 'Social link',
    min: 0,
    max: 8,
    fields: {
      label: field({ type: 'text', label: 'Name', maxLength: 30, required: true }, required('Name', 30)),
      href: field({ type: 'url', label: 'Address', maxLength: 500, required: true }, httpsUrl('Address', false)),
      kind: field(
        { type: 'select', label: 'Icon', options: SOCIAL_ICONS },
        z.enum(['image', 'video'], { message: 'Choose an icon.' }),
      ),
    },
  },
  stats: {
    title: 'Stats',
    noun: 'Stat',
    min: 1,
    max: 16,
    fields: {
      value: field(
        { type: 'text', label: 'Figure', hint: 'A number first: 150+, 1.2M+, 30,000+.', maxLength: 16, required: true },
        required('Figure', 16).regex(/^\d[\d,]*(\.\d{1,2})?(\S.*)?$/, 'Start with a number, such as 150+ or 1.2M+.'),
      ),
      label: field(
        { type: 'text', label: 'Label', maxLength: 40, required: true, translated: true },
        required('Label', 40),
      ),
      show: field(
        { type: 'checkboxes', label: 'Shown on', options: STAT_PLACES },
        z.array(z.enum(placeValues, { message: 'Unknown page.' })).max(STAT_PLACES.length),
      ),
    },
  },
  clients: {
    title: 'Clients',
    noun: 'Client',
    min: 0,
    max: 60,
    fields: {
      name: field(
        {
          type: 'text',
          label: 'Name',
          hint: 'Shown as the wordmark, or read out as the logo’s description.',
          maxLength: 60,
          required: true,
        },
        required('Name', 60),
      ),
      logo: field(
        {
          type: 'file',
          label: 'Logo',
          hint: 'An SVG or PNG file (SVG at most 24 KB; scripts are removed). Empty: the name is set in type.',
          accept: 'image/svg+xml,image/png,.svg,.png',
          maxLength: MAX_LOGO_LENGTH,
        },
        logoSchema,
      ),
      href: field(
        { type: 'url', label: 'Link', hint: 'Optional: the client’s https:// site.', maxLength: 500 },
        httpsUrl('Link', true),
      ),
      style: choice('Wordmark style', WORDMARK_STYLES),
      accent: choice('Accent', WORDMARK_ACCENTS),
      glyph: choice('Glyph', WORDMARK_GLYPHS),
    },
  },
} as const;

type ScalarShape = { [S in keyof typeof settingsSections]: (typeof settingsSections)[S]['fields'] };
type Row<F> = { [N in keyof F]: F[N] extends SettingField<infer S> ? z.output<S> : never };

export type Office = Row<typeof settingsLists.offices.fields>;
export type Social = Row<typeof settingsLists.socials.fields>;
export type SiteStat = Row<typeof settingsLists.stats.fields>;
/** One client of the logo wall: its logo, or its name set in type as a wordmark; an optional link. */
export type Client = Row<typeof settingsLists.clients.fields>;
export type SiteSettings = {
  [N in keyof UnionFields]: UnionFields[N] extends SettingField<infer S> ? z.output<S> : never;
} & {
  offices: Office[];
  socials: Social[];
  stats: SiteStat[];
  clients: Client[];
};
type UnionFields = ScalarShape['brand'] & ScalarShape['contact'];

const scalarFields = { ...settingsSections.brand.fields, ...settingsSections.contact.fields } as Record<
  string,
  SettingField
>;
export const listNames = Object.keys(settingsLists) as (keyof typeof settingsLists)[];
export type ListName = keyof typeof settingsLists;

const rowSchema = (name: ListName) =>
  z.object(
    Object.fromEntries(Object.entries(settingsLists[name].fields).map(([key, def]) => [key, def.schema])) as Record<
      string,
      z.ZodType
    >,
  );

/** Every stat place shows at most STATS_PER_PLACE stats: the bands are laid out for that many. */
function statsPerPlace(stats: readonly { show: readonly string[] }[], ctx: z.RefinementCtx) {
  for (const place of STAT_PLACES) {
    const count = stats.filter((stat) => stat.show.includes(place.value)).length;
    if (count > STATS_PER_PLACE) {
      ctx.addIssue({
        code: 'custom',
        path: ['stats'],
        message: `${place.label} shows at most ${STATS_PER_PLACE} stats; ${count} are ticked.`,
      });
    }
  }
}

function listBounds(name: ListName, length: number, ctx: z.RefinementCtx) {
  const { min, max, noun, title } = settingsLists[name];
  if (length < min)
    ctx.addIssue({ code: 'custom', path: [name], message: `Keep at least ${min} ${noun.toLowerCase()}.` });
  if (length > max) ctx.addIssue({ code: 'custom', path: [name], message: `${title}: at most ${max}.` });
}

/** The stored settings (JSON), checked again when read. */
export const siteSettingsSchema = z
  .object({
    ...(Object.fromEntries(Object.entries(scalarFields).map(([key, def]) => [key, def.schema])) as Record<
      string,
      z.ZodType
    >),
    offices: z.array(rowSchema('offices')),
    socials: z.array(rowSchema('socials')),
    stats: z.array(rowSchema('stats')),
    clients: z.array(rowSchema('clients')),
  })
  .superRefine((value, ctx) => {
    for (const name of listNames) listBounds(name, (value[name] as unknown[]).length, ctx);
    statsPerPlace(value.stats as SiteStat[], ctx);
  }) as unknown as z.ZodType<SiteSettings>;

/** How many blank rows the form offers under each list (adding without JavaScript). */
export const BLANK_ROWS = 1;

/** The input name of one row's field: `offices.0.phone`; its remove box and position. */
export const rowInput = (list: ListName, index: number, name: string) => `${list}.${index}.${name}`;

const blank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * Reads one list from the submitted form: rows `<list>.<i>.<field>`, each with a Remove box
 * (`<list>.<i>.remove`) and a Position (`<list>.<i>.position`). Removed rows and blank rows (the
 * spare rows the form offers for adding) are left out; the rest are checked one by one, so an
 * error names the row as the form numbers it (`offices.1.phone`), and then put in position order.
 */
function readList(name: ListName, form: Readonly<Record<string, unknown>>, ctx: z.RefinementCtx) {
  const fields = settingsLists[name].fields as Record<string, SettingField>;
  const indexes = new Set<number>();
  const prefix = `${name}.`;
  for (const key of Object.keys(form)) {
    if (!key.startsWith(prefix)) continue;
    const index = Number(key.slice(prefix.length).split('.')[0]);
    if (Number.isInteger(index) && index >= 0 && index < 100) indexes.add(index);
  }
  const rows: { position: number; index: number; value: Record<string, unknown> }[] = [];
  for (const index of [...indexes].sort((a, b) => a - b)) {
    const raw = (field: string) => form[rowInput(name, index, field)];
    if (checkbox.parse(typeof raw('remove') === 'string' ? raw('remove') : undefined)) continue;
    const values = Object.fromEntries(
      Object.entries(fields).map(([field, def]) => {
        const value = raw(field);
        if (def.input.type === 'checkboxes') return [field, value === undefined ? [] : [value].flat()];
        return [field, value ?? ''];
      }),
    );
    const filled = Object.entries(fields).some(
      ([field, def]) => def.input.type !== 'select' && def.input.type !== 'checkboxes' && !blank(values[field]),
    );
    if (!filled) continue;
    const parsed = rowSchema(name).safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', path: [name, index, ...issue.path.map(String)], message: issue.message });
      }
      continue;
    }
    const position = Number(raw('position'));
    rows.push({ position: Number.isFinite(position) ? position : index + 1, index, value: parsed.data });
  }
  return rows.sort((a, b) => a.position - b.position || a.index - b.index).map((row) => row.value);
}

/**
 * The admin form's schema (adminFormAction parses the submitted form with it): the single fields by
 * name, the lists as rows (readList). Gives the settings to store, or field errors named as the
 * form's inputs are.
 */
export const siteSettingsFormSchema = z.record(z.string(), z.unknown()).transform((form, ctx) => {
  const scalars: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(scalarFields)) {
    const parsed = def.schema.safeParse(typeof form[name] === 'string' ? form[name] : '');
    if (parsed.success) scalars[name] = parsed.data;
    else ctx.addIssue({ code: 'custom', path: [name], message: parsed.error.issues[0]!.message });
  }
  const lists = Object.fromEntries(listNames.map((name) => [name, readList(name, form, ctx)]));
  for (const name of listNames) listBounds(name, lists[name]!.length, ctx);
  statsPerPlace(lists.stats as SiteStat[], ctx);
  return { ...scalars, ...lists } as SiteSettings;
});

/** The stats one place shows, in list order, at most STATS_PER_PLACE. */
export function statsFor(settings: Pick<SiteSettings, 'stats'>, place: StatPlace) {
  return settings.stats.filter((stat) => stat.show.includes(place)).slice(0, STATS_PER_PLACE);
}

/** An office's `tel:` link. */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/**
 * A record of values with each non-empty string whose field `picks` passed through `translate`;
 * values of other fields, or of no field, kept. The walk shared by the settings' words and the
 * pages' (src/lib/page-sections/translate.ts).
 */
export function mapFieldWords<V extends Record<string, unknown>>(
  values: V,
  fields: Record<string, SettingField>,
  picks: (field: SettingField) => boolean,
  translate: (words: string) => string,
): V {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const field = fields[name];
      return [name, field && picks(field) && typeof value === 'string' && value ? translate(value) : value];
    }),
  ) as V;
}

const isTranslated = (field: SettingField) =>
  (field.input.type === 'text' || field.input.type === 'textarea') && field.input.translated === true;

/**
 * The settings with each of their translated words (fields marked `translated`, in the single
 * fields and in the lists' rows) passed through `translate`; everything else is kept (decision 164).
 */
export function mapSettingsWords(settings: SiteSettings, translate: (words: string) => string): SiteSettings {
  const copy = mapFieldWords(settings as Record<string, unknown>, scalarFields, isTranslated, translate);
  for (const name of listNames) {
    const fields = settingsLists[name].fields as Record<string, SettingField>;
    copy[name] = (settings[name] as Record<string, unknown>[]).map((row) =>
      mapFieldWords(row, fields, isTranslated, translate),
    );
  }
  return copy as SiteSettings;
}

/** The distinct translated words of the settings, in form order (what a language translates). */
export function settingsWords(settings: SiteSettings): string[] {
  const words = new Set<string>();
  mapSettingsWords(settings, (value) => {
    if (value.trim()) words.add(value);
    return value;
  });
  return [...words];
}
