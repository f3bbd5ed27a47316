import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { itemMetadata } from '@/content/metadata';
import { UntranslatedItem } from '@/components/site/untranslated';
import { EventArticle } from '@/components/site/events/event-article';
import { placeOf, whenOf } from '@/components/site/events/event-format';
import { getEvent, getPublicAddresses } from '@/server/data/public';
import { currentLocale, getT } from '@/server/i18n';

type Props = { params: Promise<{ slug: string }> };

/** The newest events are prerendered; the rest render on first request and are cached. */
export async function generateStaticParams() {
  const slugs = await getPublicAddresses('events');
  return slugs.length ? slugs.slice(0, 50).map(({ slug }) => ({ slug })) : [{ slug: 'none' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const [event, t, locale] = await Promise.all([getEvent(slug), getT('Event'), currentLocale()]);
  if (!event) return { title: t('notFound'), robots: { index: false } };
  return itemMetadata(event, {
    title: event.title,
    description: t('metaDescription', { title: event.title, when: whenOf(event, locale), place: placeOf(event) }),
    path: event.paths.en,
    paths: event.paths,
    image: event.cover_image_url || undefined,
  });
}

export default async function EventPage({ params }: Props) {
  // Awaited before anything streams, so an unknown slug answers a real HTTP 404.
  const { slug } = await params;
  const event = await getEvent(slug);
  if (!event) notFound();
  return (
    <UntranslatedItem untranslated={event.untranslated}>
      <EventArticle event={event} />
    </UntranslatedItem>
  );
}
