import type { Metadata } from 'next';
import { PageSections } from '@/components/site/page-sections';
import { pageMetadata } from '@/content/metadata';
import { getPage } from '@/server/data/pages';

/** The Terms of Service: an editable page (admin → Pages). */
export async function generateMetadata(): Promise<Metadata> {
  const { seo } = await getPage('terms');
  return pageMetadata({ ...seo, path: '/terms' });
}

export default async function TermsPage() {
  return <PageSections page={await getPage('terms')} />;
}
