import { z } from 'zod';
import { isHttpUrl } from '../http-url';
import { slugify } from '../slugify';
import { OPEN_APPLICATION_SLUG } from './inquiries';

/**
 * Admin content schemas, shared by the forms (field names, limits) and the server actions (which
 * parse with them and trust nothing else). Required fields follow the spec: blog title/slug/content,
 * case study title/slug, job title/description, talent name/slug.
 */
export const TALENT_CATEGORY_OPTIONS = ['DJ', 'Musician', 'Model', 'Influencer', 'Comedian', 'MC'] as const;

// Control characters other than tab and line breaks: invisible, and illegal in XML, so one pasted
// into a title would make /blog/rss.xml unreadable for every feed reader.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const NO_CONTROL = 'Remove the invisible control characters (often pasted from another program).';
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .refine((value) => !CONTROL.test(value), NO_CONTROL);
const required = (label: string, max: number) => text(max).min(1, `${label} is required.`);

/**
 * An image: empty, an https URL, or a same-site path such as /uploads/x.webp. Not http://: the CSP's
 * img-src allows only https: hosts, so such an image could never display.
 */
const urlOrPath = text(2000).refine(
  (value) => value === '' || /^\/(?!\/)[^\s\\]*$/.test(value) || isHttpUrl(value, ['https:']),
  { message: 'Use a web address starting with https://, or upload an image.' },
);

const httpUrl = text(2000).refine((value) => value === '' || isHttpUrl(value), {
  message: 'Use a web address starting with https://.',
});

const checkbox = z
  .union([z.literal('on'), z.literal('true'), z.literal('false'), z.literal(''), z.boolean()])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

const gallery = z
  .array(urlOrPath)
  .max(24, 'At most 24 images.')
  .transform((list) => list.filter(Boolean));

/**
 * Job slugs the site uses for something else: /careers/general/apply is the open application
 * (OPEN_APPLICATION_SLUG), so a job posting called 'General' would be unreachable there and its
 * applications misfiled.
 */
export const RESERVED_JOB_SLUGS: Readonly<Record<string, string>> = {
  [OPEN_APPLICATION_SLUG]: `'${OPEN_APPLICATION_SLUG}' is reserved for open applications: change the title.`,
};

/**
 * The slug is derived from the title on the server too; a hand-edited one is ignored. `reserved`
 * maps slugs that may not be used to the field error shown on the slug.
 */
function withSlug<T extends z.ZodRawShape>(
  shape: T,
  from: keyof T & string,
  reserved: Readonly<Record<string, string>> = {},
) {
  return z.object(shape).transform((value, ctx) => {
    const slug = slugify(String((value as Record<string, unknown>)[from] ?? ''));
    if (!slug) {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: 'Slug is required: the title needs letters or digits.' });
      return z.NEVER;
    }
    if (Object.hasOwn(reserved, slug)) {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: reserved[slug]! });
      return z.NEVER;
    }
    return { ...value, slug };
  });
}

export const blogPostSchema = withSlug(
  {
    title: required('Title', 200),
    category: text(80),
    excerpt: text(500),
    cover_image_url: urlOrPath,
    content: required('Content', 100_000),
    is_published: checkbox,
  },
  'title',
);

export const caseStudySchema = withSlug(
  {
    title: required('Title', 200),
    summary: text(500),
    location: text(120),
    project_date: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))),
        'Use a date (YYYY-MM-DD).',
      )
      .transform((v) => (v === '' ? null : v)),
    category: text(80),
    attendance: text(80),
    duration: text(80),
    investment_tier: text(80),
    role: text(200),
    challenge: text(5000),
    solution: text(5000),
    impact: text(5000),
    hero_image_url: urlOrPath,
    gallery,
    testimonial_quote: text(1000),
    testimonial_author: text(200),
    is_published: checkbox,
  },
  'title',
);

export const jobPostingSchema = withSlug(
  {
    title: required('Title', 200),
    location: text(120),
    type: text(60),
    description: required('Description', 20_000),
    is_active: checkbox,
  },
  'title',
  RESERVED_JOB_SLUGS,
);

export const talentSchema = withSlug(
  {
    name: required('Name', 120),
    category: z.union([z.enum(TALENT_CATEGORY_OPTIONS), z.literal('')]),
    location: text(120),
    tagline: text(200),
    bio: text(10_000),
    image_url: urlOrPath,
    highlights: z
      .array(z.object({ value: text(40), label: text(80) }))
      .max(12, 'At most 12 highlights.')
      .transform((list) => list.filter((h) => h.value || h.label)),
    gallery,
    instagram_url: httpUrl,
    tiktok_url: httpUrl,
    youtube_url: httpUrl,
  },
  'name',
);

export type BlogPostFields = z.infer<typeof blogPostSchema>;
export type CaseStudyFields = z.infer<typeof caseStudySchema>;
export type JobPostingFields = z.infer<typeof jobPostingSchema>;
export type TalentFields = z.infer<typeof talentSchema>;

/** Field errors keyed by dotted path (gallery.2, highlights.0.value), first message each. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}
