import { describe, expect, it } from 'vitest';
import { columnSizes, responsiveImage, shareImage } from '@/lib/images';

const hash = 'a'.repeat(32);

describe('responsive image addresses', () => {
  it('lists every generated width of an upload, in AVIF and WebP, and its JPEG card', () => {
    expect(responsiveImage(`/uploads/${hash}-1000.webp`)).toEqual({
      avif: ['320', '480', '640', '800', '1000'].map((w) => `/uploads/${hash}-${w}.avif ${w}w`).join(', '),
      webp: ['320', '480', '640', '800', '1000'].map((w) => `/uploads/${hash}-${w}.webp ${w}w`).join(', '),
      src: `/uploads/${hash}-800.webp`,
      og: `/uploads/${hash}-og.jpg`,
    });
  });

  it('maps the demo art to its rasterised versions, up to its kind’s largest width', () => {
    const talent = responsiveImage('/images/demo/talent-3.svg');
    expect(talent?.webp).toBe(
      '/images/v/demo/talent-3-320.webp 320w, /images/v/demo/talent-3-480.webp 480w, /images/v/demo/talent-3-640.webp 640w, /images/v/demo/talent-3-800.webp 800w',
    );
    expect(talent?.og).toBe('/images/v/demo/talent-3-og.png');
    expect(responsiveImage('/images/demo/case-1.svg')?.avif).toMatch(/case-1-1600\.avif 1600w$/);
  });

  it('leaves everything else alone: external images, old single-file uploads, other SVGs', () => {
    for (const url of [
      'https://images.example/x.jpg',
      `/uploads/${hash}.webp`,
      '/images/art/hero-poster.svg',
      '/logo.svg',
      `/uploads/${hash}-99999.webp`,
      '',
      null,
    ]) {
      expect(responsiveImage(url)).toBeNull();
    }
  });

  it('shares a 1200×630 card, an external JPEG or PNG as it is, and never WebP or SVG', () => {
    expect(shareImage(`/uploads/${hash}-1600.webp`)).toEqual({
      url: `/uploads/${hash}-og.jpg`,
      width: 1200,
      height: 630,
    });
    expect(shareImage('/images/demo/blog-2.svg')).toEqual({
      url: '/images/v/demo/blog-2-og.png',
      width: 1200,
      height: 630,
    });
    expect(shareImage('https://cdn.example/photo.jpg?w=2')).toEqual({ url: 'https://cdn.example/photo.jpg?w=2' });
    for (const url of [
      `/uploads/${hash}.webp`,
      'https://cdn.example/photo.webp',
      '/images/art/hero-poster.svg',
      undefined,
    ])
      expect(shareImage(url)).toBeNull();
  });
});

describe('columnSizes', () => {
  it('describes a three-column card grid in the 1280 px container', () => {
    expect(columnSizes({ columns: { md: 2, lg: 3 }, gap: 32 })).toBe(
      '(min-width: 1280px) 384px, (min-width: 1024px) calc((100vw - 128px) * 0.3333), (min-width: 768px) calc((100vw - 96px) * 0.5), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)',
    );
  });

  it('gives an unequal column its share only where the columns sit side by side', () => {
    expect(columnSizes({ columns: { md: 2 }, gap: 48, share: 2 / 5 })).toBe(
      '(min-width: 1280px) 468px, (min-width: 1024px) calc((100vw - 112px) * 0.4), (min-width: 768px) calc((100vw - 112px) * 0.4), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)',
    );
    expect(columnSizes({ maxWidth: 768 })).toBe(
      '(min-width: 768px) 704px, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)',
    );
  });

  it('splits a phone row too when the grid has columns below sm', () => {
    expect(columnSizes({ columns: { base: 2, lg: 3 }, gap: 16 })).toBe(
      '(min-width: 1280px) 395px, (min-width: 1024px) calc((100vw - 96px) * 0.3333), (min-width: 768px) calc((100vw - 80px) * 0.5), (min-width: 640px) calc((100vw - 80px) * 0.5), calc((100vw - 56px) * 0.5)',
    );
  });
});
