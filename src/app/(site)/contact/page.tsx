import { Mail, MapPin, Phone } from 'lucide-react';
import { ContactAccordion } from '@/components/inquiries/contact-accordion';
import { InquiryFormBlock } from '@/components/inquiries/inquiry-form-block';
import { Toaster } from '@/components/ui/toast';
import { pageMetadata } from '@/content/metadata';
import { site } from '@/content/site';

export const metadata = pageMetadata({
  title: 'Contact',
  description: `Brand partnerships, promoter and production inquiries, artist applications or a general question: contact ${site.name} in Johannesburg and Nairobi.`,
  path: '/contact',
});

const forms = [
  {
    id: 'brand',
    title: 'Brand Partnership',
    description: 'Campaigns, activations and talent partnerships for your brand.',
    kind: 'brand',
    submitLabel: 'Send Brand Inquiry',
  },
  {
    id: 'promoter',
    title: 'Promoter / Production',
    description: 'Festivals, concerts and tours: production, bookings and logistics.',
    kind: 'promoter',
    submitLabel: 'Send Promoter Inquiry',
  },
  {
    id: 'artist',
    title: 'Artist Application',
    description: 'Artists, DJs, creators: tell us about your work.',
    kind: 'artist',
    submitLabel: 'Submit Application',
  },
  {
    id: 'general',
    title: 'General Inquiry',
    description: 'Press, partnerships or anything else.',
    kind: 'general',
    submitLabel: 'Send Message',
  },
] as const;

export default function ContactPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
      <header className="grid max-w-3xl gap-4">
        <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">Contact</p>
        <h1 className="font-display text-4xl font-bold text-stone-50 sm:text-5xl">
          Let&apos;s create something unforgettable
        </h1>
        <p className="text-lg text-stone-300">
          Choose the form that fits and tell us what you have in mind. We read every message and answer within{' '}
          {site.bookingResponse}.
        </p>
      </header>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ContactAccordion
          name="contact-forms"
          items={forms.map((form) => ({
            id: form.id,
            title: form.title,
            description: form.description,
            content: (
              <InquiryFormBlock kind={form.kind} formId={`inquiry-${form.kind}`} submitLabel={form.submitLabel} />
            ),
          }))}
        />
        <aside aria-labelledby="offices-heading" className="grid content-start gap-4">
          <h2 id="offices-heading" className="font-display text-2xl font-semibold text-stone-50">
            Our Offices
          </h2>
          {site.offices.map((office) => (
            <section key={office.city} className="grid gap-3 rounded-2xl border border-stone-800 bg-stone-900/40 p-5">
              <h3 className="text-lg font-semibold text-stone-50">
                {office.city}, {office.country}
              </h3>
              <p className="flex gap-3 text-stone-300">
                <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-300" />
                <span>{office.address}</span>
              </p>
              <p className="flex gap-3">
                <Phone aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-300" />
                <a href={`tel:${office.phone.replace(/\s+/g, '')}`} className="text-stone-200 hover:text-amber-300">
                  {office.phone}
                </a>
              </p>
              <p className="flex gap-3">
                <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-300" />
                <a href={`mailto:${site.email}`} className="text-sm [overflow-wrap:anywhere] text-stone-200 hover:text-amber-300">
                  {site.email}
                </a>
              </p>
            </section>
          ))}
        </aside>
      </div>
      <Toaster />
    </div>
  );
}
