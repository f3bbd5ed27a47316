import { LegalPage } from '@/components/site/legal-page';
import { termsOfService } from '@/content/legal';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata(termsOfService);

export default function TermsPage() {
  return <LegalPage document={termsOfService} related={{ label: 'Privacy Policy', href: '/privacy' }} />;
}
