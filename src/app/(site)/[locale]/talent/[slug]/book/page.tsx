import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { InquiryFormBlock } from '@/components/inquiries/inquiry-form-block';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { pageMetadata } from '@/content/metadata';
import { getLocalSiteSettings } from '@/server/data/site-settings';
import { getTalentForBooking, getTalentSlugsForBooking } from '@/server/data/inquiry-targets';
import { getT } from '@/server/i18n';

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  const slugs = await getTalentSlugsForBooking();
  // The newest 50 are prerendered (like the profiles); the rest render on first request and are then
  // cached, so a 10,000-row roster does not mean 10,000 pages at build. cacheComponents needs at
  // least one entry; an unknown slug still answers 404 below.
  return (slugs.length ? slugs.slice(0, 50) : ['none']).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [talent, t] = await Promise.all([getTalentForBooking((await params).slug), getT('Book')]);
  if (!talent) return { title: t('notFound') };
  const site = await getLocalSiteSettings();
  return pageMetadata({
    title: t('title', { name: talent.name }),
    description: t('description', { site: site.name, name: talent.name }),
    path: `/talent/${talent.slug}/book`,
  });
}

export default async function BookTalentPage({ params }: Props) {
  const talent = await getTalentForBooking((await params).slug);
  if (!talent) notFound();
  const [site, t] = await Promise.all([getLocalSiteSettings(), getT('Book')]);
  return (
    <Container className="grid max-w-3xl gap-10 py-16 sm:py-24">
      <header className="grid gap-4">
        <Link href={`/talent/${talent.slug}`} className="text-sm font-semibold text-gold hover:text-gold-2">
          {t('back', { name: talent.name })}
        </Link>
        <p className="text-sm font-bold tracking-[0.25em] text-gold uppercase">{t('eyebrow')}</p>
        <h1 className="font-display text-4xl leading-[1.02] font-extrabold tracking-tight text-balance text-sand sm:text-6xl">
          {t('title', { name: talent.name })}
        </h1>
        <p className="text-lg leading-relaxed text-muted">
          {t('lead', {
            about: [talent.category, talent.location].filter(Boolean).join(' · '),
            response: site.bookingResponse,
          })}
        </p>
      </header>
      <Card role="region" aria-label={t('region', { name: talent.name })}>
        <InquiryFormBlock kind="booking" formId="inquiry-booking" target={talent.slug} />
      </Card>
    </Container>
  );
}
