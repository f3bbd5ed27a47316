import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { itemMetadata } from '@/content/metadata';
import { TAGLINE_FALLBACK } from '@/components/site/talent/talent-card';
import { TalentProfile } from '@/components/site/talent/talent-profile';
import { getPublicAddresses, getTalent, getUpcomingEventsFor } from '@/server/data/public';

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  const slugs = await getPublicAddresses('talent');
  return slugs.length ? slugs.slice(0, 50).map(({ slug }) => ({ slug })) : [{ slug: 'none' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const talent = await getTalent(slug);
  if (!talent) return { title: 'Talent Not Found', robots: { index: false } };
  return itemMetadata(talent, {
    title: talent.name,
    description: `${talent.name}, ${talent.category}${talent.location ? ` from ${talent.location}` : ''}. ${talent.tagline || TAGLINE_FALLBACK} Book through Ngoma Entertainment.`,
    path: `/talent/${talent.slug}`,
    image: talent.image_url || undefined,
  });
}

export default async function TalentDetailPage({ params }: Props) {
  // Awaited before anything streams: an unknown slug answers HTTP 404 with ./not-found.tsx.
  const { slug } = await params;
  const talent = await getTalent(slug);
  if (!talent) notFound();
  return <TalentProfile talent={talent} shows={await getUpcomingEventsFor(talent.slug)} />;
}
