import { describe, expect, it } from 'vitest';
import { slugify } from '@/lib/slugify';
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
  it('derive the slug on the server and ignore a hand-written one', () => {
    const parsed = blogPostSchema.parse({
      title: 'Hello, World  Again 2024!',
      slug: 'evil/../slug',
      category: '',
      excerpt: '',
      cover_image_url: '',
      content: 'Body',
      is_published: 'on',
    });
    expect(parsed.slug).toBe('hello-world-again-2024');
    expect(parsed.is_published).toBe(true);
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

  it("reserve the job slug 'general' for the open application (/careers/general/apply)", () => {
    const job = (title: string) =>
      jobPostingSchema.safeParse({
        title,
        location: 'Johannesburg',
        type: 'Full-time',
        description: 'Role',
        is_active: 'on',
      });
    for (const title of ['General', '  general ', 'GENERAL!']) {
      const result = job(title);
      expect(result.success, title).toBe(false);
      expect(fieldErrorsOf(result.error!)).toEqual({
        slug: "'general' is reserved for open applications: change the title.",
      });
    }
    // Only the exact slug is reserved, and only for jobs.
    expect(job('General Manager').data?.slug).toBe('general-manager');
    expect(job('Generalist').data?.slug).toBe('generalist');
    const post = blogPostSchema.parse({
      title: 'General',
      category: '',
      excerpt: '',
      cover_image_url: '',
      content: 'Body',
    });
    expect(post.slug).toBe('general');
  });
});
