import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { InquiryFormBlock } from '@/components/inquiries/inquiry-form-block';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { pageMetadata } from '@/content/metadata';
import { getSiteSettings } from '@/server/data/site-settings';
import { getTalentForBooking, getTalentSlugsForBooking } from '@/server/data/inquiry-targets';

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  const slugs = await getTalentSlugsForBooking();
  // The newest 50 are prerendered (like the profiles); the rest render on first request and are then
  // cached, so a 10,000-row roster does not mean 10,000 pages at build. cacheComponents needs at
  // least one entry; an unknown slug still answers 404 below.
  return (slugs.length ? slugs.slice(0, 50) : ['none']).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const talent = await getTalentForBooking((await params).slug);
  if (!talent) return { title: 'Talent Not Found' };
  const site = await getSiteSettings();
  return pageMetadata({
    title: `Book ${talent.name}`,
    description: `Send ${site.name} a booking request for ${talent.name}: event date, city or venue, budget and the details of your event.`,
    path: `/talent/${talent.slug}/book`,
  });
}

export default async function BookTalentPage({ params }: Props) {
  const talent = await getTalentForBooking((await params).slug);
  if (!talent) notFound();
  const site = await getSiteSettings();
  return (
    <Container className="grid max-w-3xl gap-10 py-16 sm:py-24">
      <header className="grid gap-4">
        <Link href={`/talent/${talent.slug}`} className="text-sm font-semibold text-gold hover:text-gold-2">
          ← Back to {talent.name}
        </Link>
        <p className="text-sm font-bold tracking-[0.25em] text-gold uppercase">Booking Request</p>
        <h1 className="font-display text-4xl leading-[1.02] font-extrabold tracking-tight text-balance text-sand sm:text-6xl">
          Book {talent.name}
        </h1>
        <p className="text-lg leading-relaxed text-muted">
          {[talent.category, talent.location].filter(Boolean).join(' · ')}. Tell us about your event and our bookings
          team will get back to you within {site.bookingResponse}.
        </p>
      </header>
      <Card role="region" aria-label={`Booking request for ${talent.name}`}>
        <InquiryFormBlock kind="booking" formId="inquiry-booking" target={talent.slug} />
      </Card>
    </Container>
  );
}
