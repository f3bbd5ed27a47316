import { LegalPage } from '@/components/site/legal-page';
import { privacyPolicyFor } from '@/content/legal';
import { pageMetadata } from '@/content/metadata';
import { env } from '@/server/env';

// The retention periods come from the same settings the daily retention job applies.
const privacyPolicy = () =>
  privacyPolicyFor({ leadMonths: env().LEAD_RETENTION_MONTHS, spamDays: env().SPAM_RETENTION_DAYS });

export const metadata = pageMetadata(privacyPolicy());

export default function PrivacyPage() {
  return <LegalPage document={privacyPolicy()} related={{ label: 'Terms of Service', href: '/terms' }} />;
}
