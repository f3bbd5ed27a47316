import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { InquiryFormBlock } from '@/components/inquiries/inquiry-form-block';
import { Toaster } from '@/components/ui/toast';
import { pageMetadata } from '@/content/metadata';
import { site } from '@/content/site';
import { getTalentForBooking, getTalentSlugsForBooking } from '@/server/data/inquiry-targets';

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  const slugs = await getTalentSlugsForBooking();
  // cacheComponents needs at least one entry; an unknown slug still answers 404 below.
  return (slugs.length ? slugs : ['none']).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const talent = await getTalentForBooking((await params).slug);
  if (!talent) return { title: 'Talent Not Found' };
  return pageMetadata({
    title: `Book ${talent.name}`,
    description: `Send ${site.name} a booking request for ${talent.name}: event date, city or venue, budget and the details of your event.`,
    path: `/talent/${talent.slug}/book`,
  });
}

export default async function BookTalentPage({ params }: Props) {
  const talent = await getTalentForBooking((await params).slug);
  if (!talent) notFound();
  return (
    <div className="mx-auto grid max-w-3xl gap-10 px-4 py-16 sm:px-6 lg:py-24">
      <header className="grid gap-4">
        <Link href={`/talent/${talent.slug}`} className="text-sm text-amber-300 hover:text-amber-200">
          ← Back to {talent.name}
        </Link>
        <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">Booking Request</p>
        <h1 className="font-display text-4xl font-bold text-stone-50 sm:text-5xl">Book {talent.name}</h1>
        <p className="text-lg text-stone-300">
          {[talent.category, talent.location].filter(Boolean).join(' · ')}. Tell us about your event and our bookings
          team will get back to you within {site.bookingResponse}.
        </p>
      </header>
      <section
        aria-label={`Booking request for ${talent.name}`}
        className="rounded-2xl border border-stone-800 bg-stone-900/40 p-5 sm:p-8"
      >
        <InquiryFormBlock
          kind="booking"
          formId="inquiry-booking"
          target={talent.slug}
          submitLabel="Send Booking Request"
        />
      </section>
      <Toaster />
    </div>
  );
}
