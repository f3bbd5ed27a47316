import { NotFoundContent, notFoundMetadata } from '@/components/site/not-found-content';

export const metadata = notFoundMetadata;

/** notFound() from a public page: the 404 inside the (site) layout. */
export default function SiteNotFound() {
  return <NotFoundContent />;
}
