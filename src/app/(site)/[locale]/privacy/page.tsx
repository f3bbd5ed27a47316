import type { Metadata } from 'next';
import { PageSections } from '@/components/site/page-sections';
import { pageMetadata } from '@/content/metadata';
import { getPage } from '@/server/data/pages';

/**
 * The Privacy Policy: an editable page (admin → Pages). Its text states the retention periods
 * through placeholders filled from the settings the daily retention job applies.
 */
export async function generateMetadata(): Promise<Metadata> {
  const { seo } = await getPage('privacy');
  return pageMetadata({ ...seo, path: '/privacy' });
}

export default async function PrivacyPage() {
  return <PageSections page={await getPage('privacy')} />;
}
