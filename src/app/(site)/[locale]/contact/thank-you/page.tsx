import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { pageMetadata } from '@/content/metadata';
import type { InquiryKind } from '@/lib/schemas/inquiries';
import { officeChatLink } from '@/lib/whatsapp';
import { textParam, type SearchParams } from '@/server/data/params';
import { getLocalSiteSettings } from '@/server/data/site-settings';
import { currentLocale, getFormatter, getT } from '@/server/i18n';
import { CONFIRMATION_PATH, openReceipt, type Receipt } from '@/server/inquiries/receipt';
import { Glyph } from '@/components/ui/glyph';

export async function generateMetadata() {
  const [{ bookingResponse }, t] = await Promise.all([getLocalSiteSettings(), getT('ThankYou')]);
  return pageMetadata({
    title: t('metaTitle'),
    description: t('metaDescription', { bookingResponse }),
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

type T = Awaited<ReturnType<typeof getT<'ThankYou'>>>;

// English keeps the South African long date ("13 December 2024"); the others their own.
const eventDay = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'long', timeZone: 'UTC' });

async function formatEventDate(iso: string | undefined) {
  const date = iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00Z`) : undefined;
  if (!date || Number.isNaN(date.getTime())) return undefined;
  if ((await currentLocale()) === 'en') return eventDay.format(date);
  return (await getFormatter()).dateTime(date, { dateStyle: 'long', timeZone: 'UTC' });
}

/** What the team does with each kind of inquiry, after reading it. */
function nextStep(t: T, kind: InquiryKind, receipt: Receipt | null, date: string | undefined) {
  switch (kind) {
    case 'booking':
      return t('nextBooking', { name: receipt?.talent?.name ?? t('theArtist'), date: date ?? 'none' });
    case 'application':
      return t('nextApplication');
    case 'artist':
      return t('nextArtist');
    case 'brand':
      return t('nextBrand');
    case 'promoter':
      return t('nextPromoter');
    default:
      return t('nextGeneral');
  }
}

function headline(t: T, receipt: Receipt | null) {
  if (receipt?.kind === 'booking' && receipt.talent) return t('headlineBooking', { name: receipt.talent.name });
  if (receipt?.kind === 'application') return t('headlineApplication');
  return t('headline');
}

export default async function ThankYouPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const receipt = await openReceipt(textParam(await searchParams, 'r', 2_000) || undefined);
  const [site, t, contact] = await Promise.all([getLocalSiteSettings(), getT('ThankYou'), getT('Contact')]);
  const kind = receipt?.kind ?? 'general';
  const what = t('what', { kind: receipt ? kind : 'none' });
  const date = await formatEventDate(receipt?.eventDate);
  const about = [
    receipt?.talent ? t('forTalent', { name: receipt.talent.name }) : '',
    date ? t('onDate', { date }) : '',
    receipt?.position
      ? receipt.position === 'Open application'
        ? t('forOpenApplication')
        : t('forPosition', { position: receipt.position })
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Container className="grid max-w-3xl gap-10 py-16 sm:py-24">
      <header className="grid gap-4">
        <p className="text-sm font-bold tracking-[0.25em] text-gold uppercase">{t('eyebrow')}</p>
        <h1 className="font-display text-4xl leading-[1.05] font-extrabold tracking-tight text-balance text-sand sm:text-5xl">
          {headline(t, receipt)}
        </h1>
        <p role="status" className="text-lg leading-relaxed text-muted">
          {t('received', { what, about: about ? ` ${about}` : '', bookingResponse: site.bookingResponse })}
        </p>
      </header>

      {receipt?.reference ? (
        <Card accent="gold" className="grid gap-2">
          <h2 className="text-sm font-bold tracking-[0.2em] text-muted uppercase">{t('reference')}</h2>
          <p className="font-mono text-3xl font-bold tracking-wider text-sand" data-testid="inquiry-reference">
            {receipt.reference}
          </p>
          <p className="text-muted">{t('quoteReference', { what })}</p>
        </Card>
      ) : null}

      <section aria-labelledby="next-heading" className="grid gap-4">
        <h2 id="next-heading" className="font-display text-2xl font-extrabold text-sand">
          {t('nextHeading')}
        </h2>
        <ol className="grid list-decimal gap-3 pl-6 text-muted marker:font-bold marker:text-gold">
          <li>{t('stepRead', { what })}</li>
          <li>{nextStep(t, kind, receipt, date)}</li>
          <li>
            {t.rich('stepAnswer', {
              bookingResponse: site.bookingResponse,
              strong: (chunks) => <strong className="text-sand">{chunks}</strong>,
            })}
          </li>
        </ol>
        <p className="text-muted">{t('urgent')}</p>
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
                  <Glyph name="message-circle" />
                  {contact('whatsappOffice', { city: office.city })}
                  <span className="sr-only"> {contact('opensInNewTab')}</span>
                </a>
              </li>
            ) : null;
          })}
        </ul>
      </section>

      <nav aria-labelledby="onwards-heading" className="grid gap-4">
        <h2 id="onwards-heading" className="font-display text-2xl font-extrabold text-sand">
          {t('onwardsHeading')}
        </h2>
        <ul className="flex flex-wrap gap-3">
          {receipt?.talent ? (
            <li>
              <Link href={`/talent/${receipt.talent.slug}`} className={buttonClasses({ size: 'sm' })}>
                {t('backTo', { name: receipt.talent.name })}
              </Link>
            </li>
          ) : null}
          {[
            { href: '/portfolio', label: t('seeWork') },
            { href: '/talent', label: t('browseRoster') },
            receipt?.kind === 'application'
              ? { href: '/careers', label: t('otherOpenings') }
              : { href: '/blog', label: t('readInsights') },
            { href: '/', label: t('home') },
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
