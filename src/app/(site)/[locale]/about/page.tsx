import type { Metadata } from 'next';
import { PageSections } from '@/components/site/page-sections';
import { pageMetadata } from '@/content/metadata';
import { getPage } from '@/server/data/pages';

/** About: an editable page of sections (admin → Pages; docs/decisions/139-page-sections.md). */
export async function generateMetadata(): Promise<Metadata> {
  const { seo } = await getPage('about');
  return pageMetadata({ ...seo, path: '/about' });
}

export default async function AboutPage() {
  return <PageSections page={await getPage('about')} />;
}
