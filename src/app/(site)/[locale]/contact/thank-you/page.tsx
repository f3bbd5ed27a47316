import { MessageCircle } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { pageMetadata } from '@/content/metadata';
import { KIND_LABELS, type InquiryKind } from '@/lib/schemas/inquiries';
import { officeChatLink } from '@/lib/whatsapp';
import { textParam, type SearchParams } from '@/server/data/params';
import { getSiteSettings } from '@/server/data/site-settings';
import { CONFIRMATION_PATH, openReceipt, type Receipt } from '@/server/inquiries/receipt';

export async function generateMetadata() {
  const { bookingResponse } = await getSiteSettings();
  return pageMetadata({
    title: 'Inquiry Sent',
    description: `Thank you for reaching out. We answer within ${bookingResponse}.`,
    path: CONFIRMATION_PATH,
    noindex: true,
  });
}

/**
 * The one confirmation page every public form ends on, with and without JavaScript
 * (docs/decisions/129-confirmation-page-whatsapp-and-cv-files.md): the reference, what happens
 * next, the answer promise and links onwards. What it says about the inquiry comes from the signed
 * receipt in its address, never from the database, so a guessed address shows the generic text and
 * no one's details. Rendered per request (it reads its query string), without a static shell, like
 * the talent search.
 */
export const instant = false;

const eventDay = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'long', timeZone: 'UTC' });

function formatEventDate(iso: string | undefined) {
  const date = iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00Z`) : undefined;
  return date && !Number.isNaN(date.getTime()) ? eventDay.format(date) : undefined;
}

/** What the team does with each kind of inquiry, after reading it. */
function nextStep(kind: InquiryKind, receipt: Receipt | null, date: string | undefined) {
  switch (kind) {
    case 'booking':
      return `Our bookings team checks ${receipt?.talent?.name ?? 'the artist'}’s availability${date ? ` for ${date}` : ''} and comes back to you with options and a quote.`;
    case 'application':
      return 'We read every application. If your profile fits, we invite you to a conversation; either way we keep it on file for future openings.';
    case 'artist':
      return 'Our artist team listens to your work and tells you whether we can take it further.';
    case 'brand':
      return 'We look at your brief and suggest talent and a first plan for your campaign.';
    case 'promoter':
      return 'We look at your event and suggest talent, production support and a first plan.';
    default:
      return 'The right person in our team answers your question.';
  }
}

function headline(receipt: Receipt | null) {
  if (receipt?.kind === 'booking' && receipt.talent) return `Your booking request for ${receipt.talent.name} arrived`;
  if (receipt?.kind === 'application') return 'Your application arrived';
  return 'Thank you, your message arrived';
}

export default async function ThankYouPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const receipt = await openReceipt(textParam(await searchParams, 'r', 2_000) || undefined);
  const site = await getSiteSettings();
  const kind = receipt?.kind ?? 'general';
  const what = receipt ? KIND_LABELS[kind].toLowerCase() : 'message';
  const date = formatEventDate(receipt?.eventDate);
  const about = [
    receipt?.talent ? `for ${receipt.talent.name}` : '',
    date ? `on ${date}` : '',
    receipt?.position
      ? `for ${receipt.position === 'Open application' ? 'an open application' : receipt.position}`
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Container className="grid max-w-3xl gap-10 py-16 sm:py-24">
      <header className="grid gap-4">
        <p className="text-sm font-bold tracking-[0.25em] text-gold uppercase">Inquiry Sent</p>
        <h1 className="font-display text-4xl leading-[1.05] font-extrabold tracking-tight text-balance text-sand sm:text-5xl">
          {headline(receipt)}
        </h1>
        <p role="status" className="text-lg leading-relaxed text-muted">
          Thank you for reaching out. We have your {what}
          {about ? ` ${about}` : ''} and we answer within {site.bookingResponse}.
        </p>
      </header>

      {receipt?.reference ? (
        <Card accent="gold" className="grid gap-2">
          <h2 className="text-sm font-bold tracking-[0.2em] text-muted uppercase">Your reference</h2>
          <p className="font-mono text-3xl font-bold tracking-wider text-sand" data-testid="inquiry-reference">
            {receipt.reference}
          </p>
          <p className="text-muted">Quote it if you write, call or WhatsApp us about this {what}.</p>
        </Card>
      ) : null}

      <section aria-labelledby="next-heading" className="grid gap-4">
        <h2 id="next-heading" className="font-display text-2xl font-extrabold text-sand">
          What happens next
        </h2>
        <ol className="grid list-decimal gap-3 pl-6 text-muted marker:font-bold marker:text-gold">
          <li>A member of our team reads your {what}.</li>
          <li>{nextStep(kind, receipt, date)}</li>
          <li>
            We answer by e-mail within <strong className="text-sand">{site.bookingResponse}</strong>. Keep an eye on
            your inbox, and on your spam folder just in case.
          </li>
        </ol>
        <p className="text-muted">
          No need to send it again: a second message does not reach us sooner. Something urgent? Message one of our
          offices:
        </p>
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
      </section>

      <nav aria-labelledby="onwards-heading" className="grid gap-4">
        <h2 id="onwards-heading" className="font-display text-2xl font-extrabold text-sand">
          While you wait
        </h2>
        <ul className="flex flex-wrap gap-3">
          {receipt?.talent ? (
            <li>
              <Link href={`/talent/${receipt.talent.slug}`} className={buttonClasses({ size: 'sm' })}>
                Back to {receipt.talent.name}
              </Link>
            </li>
          ) : null}
          {[
            { href: '/portfolio', label: 'See our work' },
            { href: '/talent', label: 'Browse the roster' },
            receipt?.kind === 'application'
              ? { href: '/careers', label: 'Other openings' }
              : { href: '/blog', label: 'Read our insights' },
            { href: '/', label: 'Home' },
          ].map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}
