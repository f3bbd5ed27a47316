import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { itemMetadata } from '@/content/metadata';
import { getT } from '@/server/i18n';
import { UntranslatedItem } from '@/components/site/untranslated';
import { TalentProfile } from '@/components/site/talent/talent-profile';
import { getPublicAddresses, getTalent, getUpcomingEventsFor } from '@/server/data/public';

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  const slugs = await getPublicAddresses('talent');
  return slugs.length ? slugs.slice(0, 50).map(({ slug }) => ({ slug })) : [{ slug: 'none' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const [talent, t, tt] = await Promise.all([getTalent(slug), getT('TalentProfile'), getT('Talent')]);
  if (!talent) return { title: t('notFound'), robots: { index: false } };
  const { name, category, location } = talent;
  return itemMetadata(talent, {
    title: talent.name,
    description: t('metaDescription', {
      who: location ? t('metaWhoFrom', { name, category, location }) : t('metaWho', { name, category }),
      tagline: talent.tagline || tt('taglineFallback'),
    }),
    path: talent.paths.en,
    paths: talent.paths,
    image: talent.image_url || undefined,
  });
}

export default async function TalentDetailPage({ params }: Props) {
  // Awaited before anything streams: an unknown slug answers HTTP 404 with ./not-found.tsx.
  const { slug } = await params;
  const talent = await getTalent(slug);
  if (!talent) notFound();
  return (
    <UntranslatedItem untranslated={talent.untranslated}>
      <TalentProfile talent={talent} shows={await getUpcomingEventsFor(talent.englishSlug)} />
    </UntranslatedItem>
  );
}
