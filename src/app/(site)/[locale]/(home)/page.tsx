// In a route group of its own: a page beside the root layout would not get the layout's title
// template ("Home | <brand>"); one segment down, it does.
import type { Metadata } from 'next';
import { PageSections } from '@/components/site/page-sections';
import { JsonLd } from '@/components/ui/json-ld';
import { pageMetadata } from '@/content/metadata';
import { organizationJsonLd } from '@/content/organization';
import { getPage } from '@/server/data/pages';
import { getLocalSiteSettings } from '@/server/data/site-settings';

/** Home: an editable page of sections (admin → Pages → Home; decisions 139 and 141). */
export async function generateMetadata(): Promise<Metadata> {
  const { seo } = await getPage('home');
  return pageMetadata({ ...seo, path: '/' });
}

export default async function HomePage() {
  const [page, site] = await Promise.all([getPage('home'), getLocalSiteSettings()]);
  return (
    <>
      <JsonLd data={organizationJsonLd(site)} />
      <PageSections page={page} />
    </>
  );
}
