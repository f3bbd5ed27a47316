import { z } from 'zod';
import { isHttpUrl } from '../http-url';
import { slugify } from '../slugify';
import { OPEN_APPLICATION_SLUG } from './inquiries';

/**
 * The zod building blocks of the admin content fields (src/lib/content-types/define.ts pairs each
 * with its form input). The server actions parse with the schemas built from them and trust
 * nothing else.
 */

// Control characters other than tab and line breaks: invisible, and illegal in XML, so one pasted
// into a title would make /blog/rss.xml unreadable for every feed reader.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const NO_CONTROL = 'Remove the invisible control characters (often pasted from another program).';
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .refine((value) => !CONTROL.test(value), NO_CONTROL);
export const required = (label: string, max: number) => text(max).min(1, `${label} is required.`);

/**
 * An image: empty, an https URL, or a same-site path such as /uploads/x.webp. Not http://: the CSP's
 * img-src allows only https: hosts, so such an image could never display.
 */
export const urlOrPath = text(2000).refine(
  (value) => value === '' || /^\/(?!\/)[^\s\\]*$/.test(value) || isHttpUrl(value, ['https:']),
  { message: 'Use a web address starting with https://, or upload an image.' },
);

export const httpUrl = text(2000).refine((value) => value === '' || isHttpUrl(value), {
  message: 'Use a web address starting with https://.',
});

export const checkbox = z
  .union([z.literal('on'), z.literal('true'), z.literal('false'), z.literal(''), z.boolean()])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

export const galleryList = z
  .array(urlOrPath)
  .max(24, 'At most 24 images.')
  .transform((list) => list.filter(Boolean));

/**
 * Job slugs the site uses for something else: /careers/general/apply is the open application
 * (OPEN_APPLICATION_SLUG), so a job posting called 'General' would be unreachable there and its
 * applications misfiled.
 */
export const RESERVED_JOB_SLUGS: Readonly<Record<string, string>> = {
  [OPEN_APPLICATION_SLUG]: `'${OPEN_APPLICATION_SLUG}' is reserved for open applications: edit the slug or change the title.`,
};

/**
 * The fields, and the slug the form asks for: `typedSlug`, what the slug field holds in slug form
 * ('' when emptied, undefined when the form had none; refused when nothing of it is usable), and
 * `titleSlug`, the one the title gives. Which one the item gets depends on the item as stored, so
 * the save decides (settleSlug in src/lib/content-slug.ts).
 */
export function withSlug<T extends z.ZodRawShape>(shape: T, from: keyof T & string) {
  return z
    .object(shape)
    .extend({ slug: z.string().trim().max(120, 'At most 120 characters.').optional() })
    .transform((value, ctx) => {
      const { slug: typed, ...fields } = value as Record<string, unknown> & { slug?: string };
      const typedSlug = typed === undefined ? undefined : slugify(typed);
      if (typed && !typedSlug) {
        ctx.addIssue({ code: 'custom', path: ['slug'], message: 'Use letters, digits or hyphens in the slug.' });
        return z.NEVER;
      }
      const titleSlug = slugify(String(fields[from] ?? ''));
      return { ...(fields as Omit<z.output<z.ZodObject<T>>, 'slug'>), typedSlug, titleSlug };
    });
}

/** An optional calendar date: YYYY-MM-DD, or null when left empty. */
export const optionalDate = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))),
    'Use a date (YYYY-MM-DD).',
  )
  .transform((v) => (v === '' ? null : v));

/** Field errors keyed by dotted path (gallery.2, highlights.0.value), first message each. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}
