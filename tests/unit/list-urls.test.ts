import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { listPath } from '@/lib/list-paths';
import { listUrlAnswer } from '@/server/list-urls';

/** What the proxy's list step does with a GET of `path`: a 308's target, a rewrite's target, or 'render'. */
function answer(path: string) {
  const response = listUrlAnswer(new NextRequest(new URL(path, 'http://localhost:3000')).nextUrl);
  if (!response) return 'render';
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (rewrite) return `rewrite ${rewrite.replace('http://localhost:3000', '')}`;
  expect(response.status).toBe(308);
  return response.headers.get('location')!.replace('http://localhost:3000', '');
}

describe('list paths', () => {
  it('put filters and page in the path, page 1 without a segment', () => {
    expect(listPath('/blog', { page: 1 })).toBe('/blog');
    expect(listPath('/blog', { page: 2 })).toBe('/blog/page/2');
    expect(listPath('/portfolio', { category: 'Brand Activation' })).toBe('/portfolio/category/brand-activation');
    expect(listPath('/portfolio', { category: 'Festival', year: '2024', page: 3 })).toBe(
      '/portfolio/category/festival/year/2024/page/3',
    );
    expect(listPath('/talent', { category: 'DJ', page: 2 })).toBe('/talent/category/dj/page/2');
  });
});

describe('old list URLs', () => {
  it.each([
    ['/blog?page=2', '/blog/page/2'],
    ['/blog?page=1', '/blog'],
    ['/portfolio?category=Festival', '/portfolio/category/festival'],
    ['/portfolio?category=Brand+Activation&year=2024&page=2', '/portfolio/category/brand-activation/year/2024/page/2'],
    ['/portfolio?year=2024', '/portfolio/year/2024'],
    // The no-JavaScript form's "All" choices are empty values.
    ['/portfolio?category=&year=', '/portfolio'],
    ['/talent?category=Comedian', '/talent/category/comedian'],
    ['/talent?q=&category=DJ&page=2', '/talent/category/dj/page/2'],
    // Other parameters stay.
    ['/blog?page=2&utm_source=mail', '/blog/page/2?utm_source=mail'],
  ])('%s answers 308 to %s', (from, to) => {
    expect(answer(from)).toBe(to);
  });

  it.each([
    ['/blog?page=0', '/blog'],
    ['/blog?page=-1', '/blog'],
    ['/blog?page=1e3', '/blog'],
    ['/blog?page=abc', '/blog'],
    ['/blog?page[]=2', '/blog'],
    ['/blog?page=99999', '/blog'],
    ['/portfolio?year=20245&category[]=x', '/portfolio'],
    // A filter the list does not have.
    ['/blog?category=Festival', '/blog?category=Festival'],
  ])('drops unusable values: %s answers 308 to %s', (from, to) => {
    expect(answer(from)).toBe(from === to ? 'render' : to);
  });

  it('renders a search by name per request at its own URL, and keeps its other values in the query', () => {
    expect(answer('/talent?q=nomvula')).toBe('rewrite /en/talent/search?q=nomvula');
    expect(answer('/talent?q=nomvula&category=DJ&page=2')).toBe(
      'rewrite /en/talent/search?q=nomvula&category=DJ&page=2',
    );
    expect(answer('/talent/search?q=nomvula')).toBe('/talent?q=nomvula');
  });
});

describe('list paths with a page segment', () => {
  it('render when the page is 2 to 10,000, and leave other paths alone', () => {
    for (const path of [
      '/blog',
      '/blog/page/2',
      '/portfolio/category/festival/year/2024/page/10000',
      '/talent/x',
      '/about?page=2',
    ]) {
      expect(answer(path)).toBe('render');
    }
  });

  it.each([
    ['/blog/page/1', '/blog'],
    ['/blog/page/0', '/blog'],
    ['/blog/page/-1', '/blog'],
    ['/blog/page/1e3', '/blog'],
    ['/blog/page/02', '/blog'],
    ['/portfolio/category/festival/page/10001', '/portfolio/category/festival'],
    ['/talent/category/dj/page/x?utm_source=a', '/talent/category/dj?utm_source=a'],
  ])('%s answers 308 to %s', (from, to) => {
    expect(answer(from)).toBe(to);
  });
});
