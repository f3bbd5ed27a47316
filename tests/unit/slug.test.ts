import { describe, expect, it } from 'vitest';
import { slugify } from '@/lib/slugify';
import { hasBeenPublic, settleSlug, slugFollowsTitle, slugProblem } from '@/lib/content-slug';
import { contentTypes } from '@/lib/content-types';
import { fieldErrorsOf } from '@/lib/schemas/content';

const {
  blog: { schema: blogPostSchema },
  jobs: { schema: jobPostingSchema },
  talent: { schema: talentSchema },
} = contentTypes;

describe('slugify', () => {
  it('lower-cases, turns whitespace into single hyphens and drops other characters', () => {
    expect(slugify('Hello, World  Again 2024!')).toBe('hello-world-again-2024');
    expect(slugify('  Amapiano:   The Rise ')).toBe('amapiano-the-rise');
    expect(slugify('Ça & Ñ')).toBe('a');
    expect(slugify('!!!')).toBe('');
  });
});

describe('content schemas', () => {
  it('give the slug typed (in slug form, nothing of a path left) and the one the title makes; the save picks', () => {
    const parsed = blogPostSchema.parse({
      title: 'Hello, World  Again 2024!',
      slug: 'evil/../Slug Typed',
      category: '',
      excerpt: '',
      cover_image_url: '',
      content: 'Body',
      is_published: 'on',
    });
    expect(parsed).toMatchObject({ typedSlug: 'evilslug-typed', titleSlug: 'hello-world-again-2024' });
    expect(parsed.is_published).toBe(true);
    const untyped = blogPostSchema.parse({ title: 'No slug field', content: 'Body' });
    expect(untyped).toMatchObject({ typedSlug: undefined, titleSlug: 'no-slug-field' });
    const emptied = blogPostSchema.parse({ title: 'Emptied', slug: '  ', content: 'Body' });
    expect(emptied).toMatchObject({ typedSlug: '', titleSlug: 'emptied' });
  });

  it('refuse a typed slug with nothing usable in it, or too long, beside the slug', () => {
    for (const slug of ['!!!', '///', 'a'.repeat(121)]) {
      const result = blogPostSchema.safeParse({ title: 'Fine', slug, content: 'Body' });
      expect(result.success, slug).toBe(false);
      expect(Object.keys(fieldErrorsOf(result.error!)), slug).toEqual(['slug']);
    }
  });

  it('require the fields every post needs and reject unsafe URLs', () => {
    const result = blogPostSchema.safeParse({
      title: '',
      content: '',
      category: '',
      excerpt: '',
      cover_image_url: 'javascript:alert(1)',
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['title', 'content', 'cover_image_url']));
    const talent = talentSchema.safeParse({
      name: 'DJ Test',
      category: 'DJ',
      location: '',
      tagline: '',
      bio: '',
      image_url: '/uploads/abc.webp',
      highlights: [
        { value: '1M', label: 'Fans' },
        { value: '', label: '' },
      ],
      gallery: ['https://example.com/a.jpg', ''],
      instagram_url: '/relative',
      tiktok_url: '',
      youtube_url: '',
    });
    expect(talent.success).toBe(false);
    expect(talent.error!.issues[0]!.path).toEqual(['instagram_url']);
  });

  it("reserve the job slug 'general' for the open application (/careers/general/apply), typed or from the title", () => {
    const message = "'general' is reserved for open applications: edit the slug or change the title.";
    expect(slugProblem(contentTypes.jobs, 'general')).toBe(message);
    for (const title of ['General', '  general ', 'GENERAL!']) {
      const parsed = jobPostingSchema.parse({ title, description: 'Role', is_active: 'on' });
      const slug = settleSlug(contentTypes.jobs, null, parsed.typedSlug, parsed.titleSlug);
      expect(slugProblem(contentTypes.jobs, slug), title).toBe(message);
    }
    // Only the exact slug is reserved, and only for jobs.
    expect(slugProblem(contentTypes.jobs, 'general-manager')).toBeNull();
    expect(slugProblem(contentTypes.jobs, 'generalist')).toBeNull();
    expect(slugProblem(contentTypes.blog, 'general')).toBeNull();
    expect(slugProblem(contentTypes.blog, '')).toMatch(/^Slug is required/);
  });
});

describe('which slug a save gives the item (settleSlug)', () => {
  const { blog, talent } = contentTypes;
  const settle = (current: Record<string, unknown> | null, typed: string | undefined, title: string) =>
    settleSlug(blog, current, typed, slugify(title));
  const draft = { slug: 'first-title', title: 'First Title', is_published: false, first_published_at: null };
  const published = { ...draft, is_published: true, first_published_at: '2026-11-01T10:00:00.000Z' };

  it('a new item: the title’s, unless a slug is typed', () => {
    expect(settle(null, undefined, 'Brand New')).toBe('brand-new');
    expect(settle(null, '', 'Brand New')).toBe('brand-new');
    expect(settle(null, 'short', 'Brand New')).toBe('short');
  });

  it('a draft never public follows its title while its slug is the title’s', () => {
    expect(slugFollowsTitle(blog, draft)).toBe(true);
    expect(settle(draft, 'first-title', 'Second Title')).toBe('second-title');
    expect(settle(draft, undefined, 'Second Title')).toBe('second-title');
    // An operator's own slug stays.
    const custom = { ...draft, slug: 'my-own' };
    expect(slugFollowsTitle(blog, custom)).toBe(false);
    expect(settle(custom, 'my-own', 'Second Title')).toBe('my-own');
  });

  it('once public, a title change never moves the item: only a typed slug does', () => {
    expect(slugFollowsTitle(blog, published)).toBe(false);
    expect(settle(published, 'first-title', 'Fixed A Typo')).toBe('first-title');
    expect(settle(published, undefined, 'Fixed A Typo')).toBe('first-title');
    expect(settle(published, 'shorter', 'Fixed A Typo')).toBe('shorter');
    // Emptied on purpose: made from the title again.
    expect(settle(published, '', 'Fixed A Typo')).toBe('fixed-a-typo');
  });

  it('public once counts: unpublished since, scheduled, or a type that is always public', () => {
    const unpublished = { ...published, is_published: false };
    expect(hasBeenPublic(blog, unpublished)).toBe(true);
    expect(settle(unpublished, 'first-title', 'Other')).toBe('first-title');
    const scheduled = { ...draft, is_published: true, publish_at: '2099-01-01T00:00:00.000Z' };
    expect(settle(scheduled, 'first-title', 'Other')).toBe('first-title');
    const dj = { slug: 'dj-one', name: 'DJ One', first_published_at: null };
    expect(settleSlug(talent, dj, 'dj-one', slugify('DJ Renamed'))).toBe('dj-one');
  });
});
