import { LegalPage } from '@/components/site/legal-page';
import { privacyPolicy } from '@/content/legal';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata(privacyPolicy);

export default function PrivacyPage() {
  return <LegalPage document={privacyPolicy} related={{ label: 'Terms of Service', href: '/terms' }} />;
}
