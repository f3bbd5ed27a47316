import { contentTypes, publicAddress, type ContentKind } from '@/lib/content-types';
import { adminRoute, privateJson } from '@/server/actions/admin-action';
import { contentRepository } from '@/server/repositories/content';

/** Our pages that are not rows: what the link popover offers before any typed search matches a row. */
const staticPages = [
  { title: 'Home', path: '/' },
  { title: 'About', path: '/about' },
  { title: 'Services: for brands', path: '/services/for-brands' },
  { title: 'Services: for promoters', path: '/services/for-promoters' },
  { title: 'Services: for artists', path: '/services/for-artists' },
  { title: 'Services: specialized', path: '/services/specialized' },
  { title: 'Portfolio', path: '/portfolio' },
  { title: 'Talent', path: '/talent' },
  { title: 'Blog', path: '/blog' },
  { title: 'Careers', path: '/careers' },
  { title: 'Contact', path: '/contact' },
] as const;

/** How many matches each content type adds, and the longest search read. */
const PER_KIND = 6;
const MAX_QUERY = 100;

type PageLink = { title: string; path: string; kind: string };

/**
 * The visual editor's link popover (src/components/admin/rich-text-editor.tsx): our public pages
 * whose title matches `q` — the site's own pages and every public post, case study, talent and job
 * (publicAddress: hidden, scheduled or expired items are not offered). Admin session required.
 */
export const GET = adminRoute(
  async (request) => {
    const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY);
    const needle = q.toLowerCase();
    const kinds = (Object.keys(contentTypes) as ContentKind[]).filter((kind) => contentTypes[kind].publicPath);
    const found = await Promise.all(
      kinds.map(async (kind) => {
        const type = contentTypes[kind];
        const { items } = await contentRepository(type).listForAdmin({ q, pageSize: PER_KIND * 2 });
        return items
          .map((row) => ({ row, path: publicAddress(type, row) }))
          .filter((item): item is { row: typeof item.row; path: string } => item.path !== null)
          .slice(0, PER_KIND)
          .map(({ row, path }) => ({ title: String(row[type.slug.from] ?? ''), path, kind: type.words.item }));
      }),
    );
    const pages: PageLink[] = staticPages
      .filter((page) => !needle || page.title.toLowerCase().includes(needle) || page.path.includes(needle))
      .map((page) => ({ ...page, kind: 'Page' }));
    return privateJson({ links: [...found.flat(), ...pages] satisfies PageLink[] });
  },
  { name: 'page links', permission: 'content.edit', audit: false },
);
