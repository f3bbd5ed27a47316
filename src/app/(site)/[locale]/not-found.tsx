import type { Metadata } from 'next';
import { NotFoundContent, notFoundMetadata } from '@/components/site/not-found-content';
import { currentLocale } from '@/server/i18n';

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await currentLocale());
}

/** notFound() from a public page: the 404 inside the (site) layout, in the page's language. */
export default function SiteNotFound() {
  return <NotFoundContent />;
}
