import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { ContactAccordion } from '@/components/inquiries/contact-accordion';
import { InquiryFormBlock } from '@/components/inquiries/inquiry-form-block';
import { Card } from '@/components/ui/card';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/content/metadata';
import { buttonClasses } from '@/components/ui/button';
import type { Office } from '@/lib/site-settings';
import { officeChatLink } from '@/lib/whatsapp';
import { getSiteSettings } from '@/server/data/site-settings';

export async function generateMetadata() {
  const { name } = await getSiteSettings();
  return pageMetadata({
    title: 'Contact',
    description: `Brand partnerships, promoter and production inquiries, artist applications or a general question: contact ${name} in Johannesburg and Nairobi.`,
    path: '/contact',
  });
}

const forms = [
  {
    id: 'brand',
    title: 'Brand Partnership',
    description: 'Campaigns, activations and talent partnerships for your brand.',
    kind: 'brand',
  },
  {
    id: 'promoter',
    title: 'Promoter / Production',
    description: 'Festivals, concerts and tours: production, bookings and logistics.',
    kind: 'promoter',
  },
  {
    id: 'artist',
    title: 'Artist Application',
    description: 'Artists, DJs, creators: tell us about your work.',
    kind: 'artist',
  },
  {
    id: 'general',
    title: 'General Inquiry',
    description: 'Press, partnerships or anything else.',
    kind: 'general',
  },
] as const;

export default async function ContactPage() {
  const site = await getSiteSettings();
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Let's create something unforgettable"
        lead={`Choose the form that fits and tell us what you have in mind. We read every message and answer within ${site.bookingResponse}.`}
      />
      <Section>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <ContactAccordion
            name="contact-forms"
            items={forms.map((form) => ({
              id: form.id,
              title: form.title,
              description: form.description,
              content: <InquiryFormBlock kind={form.kind} formId={`inquiry-${form.kind}`} />,
            }))}
          />
          <aside aria-labelledby="offices-heading" className="grid content-start gap-5">
            <Card accent="jade" className="grid gap-3 sm:p-6">
              <h2 className="font-display text-lg font-bold text-sand">Prefer WhatsApp?</h2>
              <p className="text-sm text-muted">Message an office directly; a greeting is filled in for you.</p>
              <ul className="flex flex-wrap gap-3">
                {site.offices.map((office) => {
                  const chat = officeChatLink(office, site.name);
                  return chat ? (
                    <li key={office.city}>
                      <a
                        href={chat}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={buttonClasses({ variant: 'outline', size: 'sm' })}
                      >
                        <MessageCircle aria-hidden />
                        WhatsApp {office.city}
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    </li>
                  ) : null;
                })}
              </ul>
            </Card>
            <h2 id="offices-heading" className="font-display text-2xl font-extrabold text-sand">
              Our Offices
            </h2>
            {site.offices.map((office) => (
              <Card key={office.city} accent="gold" className="grid gap-3 sm:p-6">
                <h3 className="font-display text-lg font-bold text-sand">
                  {office.city}, {office.country}
                </h3>
                <p className="flex gap-3 text-muted">
                  <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-gold" />
                  <span>{office.address}</span>
                </p>
                <p className="flex gap-3">
                  <Phone aria-hidden className="mt-0.5 size-5 shrink-0 text-gold" />
                  <a href={`tel:${office.phone.replace(/\s+/g, '')}`} className="text-sand hover:text-gold">
                    {office.phone}
                  </a>
                </p>
                <OfficeWhatsapp office={office} brand={site.name} />
                <p className="flex gap-3">
                  <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-gold" />
                  <a
                    href={`mailto:${office.email || site.email}`}
                    className="text-sm [overflow-wrap:anywhere] text-sand hover:text-gold"
                  >
                    {office.email || site.email}
                  </a>
                </p>
              </Card>
            ))}
          </aside>
        </div>
      </Section>
    </>
  );
}

function OfficeWhatsapp({ office, brand }: { office: Office; brand: string }) {
  const chat = officeChatLink(office, brand);
  if (!chat) return null;
  return (
    <p className="flex gap-3">
      <MessageCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-gold" />
      <a href={chat} target="_blank" rel="noopener noreferrer" className="text-sand hover:text-gold">
        WhatsApp {office.whatsapp}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
