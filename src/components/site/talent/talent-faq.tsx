import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { Accordion } from '@/components/ui/accordion';
import { getT } from '@/server/i18n';

const link = 'font-semibold text-gold underline-offset-4 hover:underline';

function to(href: string) {
  return function FaqLink(chunks: ReactNode) {
    return (
      <Link href={href} className={link}>
        {chunks}
      </Link>
    );
  };
}

/** The four questions bookers ask about the roster, in the page's language; answers point somewhere real. */
export async function talentFaq() {
  const t = await getT('TalentFaq');
  return [
    { question: t('q1'), answer: t.rich('a1', { link: to('/contact#promoter-form') }) },
    { question: t('q2'), answer: t('a2') },
    { question: t('q3'), answer: t.rich('a3', { link: to('/services/for-promoters') }) },
    {
      question: t('q4'),
      answer: t.rich('a4', { apply: to('/contact#artist-form'), artists: to('/services/for-artists') }),
    },
  ];
}

/** Single-open, collapsible FAQ (the site's Accordion primitive). */
export async function TalentFaq() {
  return <Accordion name="talent-faq-questions" items={await talentFaq()} headingLevel={3} />;
}
