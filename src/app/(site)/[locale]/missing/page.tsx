import type { Metadata } from 'next';
import { MissingContent } from '@/components/site/missing-content';
import { missingWords } from '@/content/missing';
import { currentLocale } from '@/server/i18n';

type Props = {
  searchParams: Promise<{ kind?: string | string[]; closed?: string | string[]; list?: string | string[] }>;
};

/**
 * The not-found page of each kind of detail page, and of a list page that does not exist (&list=1).
 * src/proxy.ts rewrites an unknown slug here (/missing?kind=talent) with HTTP 404 (410 and
 * &closed=1 for a closed job) before anything renders, so the page arrives whole in the server HTML:
 * a notFound() thrown by the detail page itself gives, under Next 16 with cacheComponents, an empty
 * document that only JavaScript fills in (docs/decisions/070-not-found-pages.md).
 *
 * Rendered per request from its query string (instant = false, no prerendered shell): a prerendered
 * page is answered with the status it was built with (200), which would replace the proxy's 404. It
 * reads no data, so an unknown address costs one small render.
 */
export const instant = false;

async function wordsOf(searchParams: Props['searchParams']) {
  const { kind, closed, list } = await searchParams;
  return missingWords(typeof kind === 'string' ? kind : undefined, closed === '1', await currentLocale(), list === '1');
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return { title: (await wordsOf(searchParams)).title, robots: { index: false, follow: true } };
}

export default async function MissingPage({ searchParams }: Props) {
  return <MissingContent words={await wordsOf(searchParams)} />;
}
