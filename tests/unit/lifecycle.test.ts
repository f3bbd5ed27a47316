import { describe, expect, it } from 'vitest';
import { contentTypes } from '@/lib/content-types';
import { addRedirectSchema, altTextErrors, altTextProblem, markdownAltProblem } from '@/lib/schemas/lifecycle';

describe('alt text', () => {
  it('is required when an image is set, and bounded', () => {
    expect(altTextProblem('', '')).toBeNull();
    expect(altTextProblem('/uploads/x.webp', '  ')).toMatch(/alt text is required/);
    expect(altTextProblem('/uploads/x.webp', 'The crowd at dusk')).toBeNull();
    expect(altTextProblem('/uploads/x.webp', 'x'.repeat(251))).toMatch(/under 250/);
  });

  it('names Markdown images without alt text', () => {
    expect(markdownAltProblem('Text ![A stage](/uploads/a.webp)')).toBeNull();
    expect(markdownAltProblem('Text ![](/uploads/a.webp) more')).toMatch('/uploads/a.webp');
  });

  it('gives the form one error per alt field that is missing', () => {
    const errors = altTextErrors(
      { cover_image_url: '/uploads/a.webp', cover_image_alt: '', content: '![](/uploads/b.webp)' },
      { images: contentTypes.blog.images, markdown: contentTypes.blog.markdownFields },
    );
    expect(Object.keys(errors).sort()).toEqual(['content', 'cover_image_alt']);
    const caseStudies = contentTypes['case-studies'];
    expect(altTextErrors({ hero_image_url: '', hero_image_alt: '' }, { images: caseStudies.images })).toEqual({});
  });

  it('pairs are derived from the definitions: each alt field names its image, Markdown fields by their input', () => {
    expect(contentTypes.blog.images).toEqual({ cover_image_url: 'cover_image_alt' });
    expect(contentTypes['case-studies'].images).toEqual({ hero_image_url: 'hero_image_alt' });
    expect(contentTypes.talent.images).toEqual({ image_url: 'image_alt' });
    expect(contentTypes.jobs.images).toEqual({});
    expect(contentTypes.blog.markdownFields).toEqual(['content']);
    expect(contentTypes.jobs.markdownFields).toEqual(['description']);
    expect(contentTypes['case-studies'].markdownFields).toEqual([]);
  });
});

describe('manual redirect input', () => {
  const parse = (from: string, to: string) => addRedirectSchema.safeParse({ from, to });
  it('accepts a site path to a path or an https address', () => {
    expect(parse('/old-page', '/about').success).toBe(true);
    expect(parse('/promo', 'https://tickets.example.com/x?y=1').success).toBe(true);
  });
  it('refuses other schemes, odd paths, reserved paths and self-redirects', () => {
    for (const [from, to] of [
      ['/old', 'javascript:alert(1)'],
      ['/old', 'http://example.com'],
      ['/old', '//evil.example'],
      ['old', '/about'],
      ['/a/../admin', '/about'],
      ['/admin/inquiries', '/about'],
      ['/_next/static/x.js', '/about'],
      ['/', '/about'],
      ['/same', '/same'],
      ['/with?query', '/about'],
    ]) {
      expect(parse(from!, to!).success, `${from} -> ${to}`).toBe(false);
    }
  });
});
