import { describe, expect, it } from 'vitest';
import { contentTypes } from '@/lib/content-types';
import { fieldErrorsOf } from '@/lib/schemas/content';

const {
  blog: { schema: blogPostSchema },
  'case-studies': { schema: caseStudySchema },
  talent: { schema: talentSchema },
} = contentTypes;

// The CSP's img-src allows 'self' and https: hosts only, so an http:// image address would save fine
// and then never display on the site: the form must refuse it with a message saying why.
const HTTPS_ONLY = 'Use a web address starting with https://, or upload an image.';

const talent = (image: Partial<{ image_url: string; gallery: string[] }>) =>
  talentSchema.safeParse({
    name: 'DJ Test',
    category: 'DJ',
    location: '',
    tagline: '',
    bio: '',
    image_url: '',
    highlights: [],
    gallery: [],
    instagram_url: '',
    tiktok_url: '',
    youtube_url: '',
    ...image,
  });

describe('image addresses', () => {
  it('refuse http:// on every image field, with the message naming https://', () => {
    const plain = 'http://images.example.com/a.jpg';
    const post = blogPostSchema.safeParse({
      title: 'T',
      content: 'B',
      category: '',
      excerpt: '',
      cover_image_url: plain,
    });
    expect(post.success).toBe(false);
    expect(fieldErrorsOf(post.error!).cover_image_url).toBe(HTTPS_ONLY);

    const study = caseStudySchema.safeParse({ title: 'T', project_date: '', hero_image_url: plain, gallery: [] });
    expect(study.success).toBe(false);
    expect(fieldErrorsOf(study.error!).hero_image_url).toBe(HTTPS_ONLY);

    expect(fieldErrorsOf(talent({ image_url: plain }).error!).image_url).toBe(HTTPS_ONLY);
    expect(talent({ gallery: [plain] }).success).toBe(false);
  });

  it('accept https:// addresses, same-site paths and empty fields', () => {
    const parsed = talent({ image_url: 'https://images.example.com/a.jpg', gallery: ['/uploads/abc.webp', ''] });
    expect(parsed.success).toBe(true);
    expect(parsed.data!.gallery).toEqual(['/uploads/abc.webp']);
  });
});
