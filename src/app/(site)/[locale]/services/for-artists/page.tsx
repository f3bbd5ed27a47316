import type { Metadata } from 'next';
import { PageSections } from '@/components/site/page-sections';
import { pageMetadata } from '@/content/metadata';
import { getPage } from '@/server/data/pages';

/** An editable page of sections (admin → Pages; decisions 139 and 141). */
export async function generateMetadata(): Promise<Metadata> {
  const { seo } = await getPage('for-artists');
  return pageMetadata({ ...seo, path: '/services/for-artists' });
}

export default async function ServicesPage() {
  return <PageSections page={await getPage('for-artists')} />;
}
