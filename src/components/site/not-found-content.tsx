import { Link } from '@/components/ui/link';
import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { headerNavigation } from '@/content/navigation';
import type { Locale } from '@/lib/i18n/locales.mjs';
import { getT, translatorFor } from '@/server/i18n';

/** The 404's title and description in a language (English where no route names one). */
export function notFoundMetadata(locale: Locale): Metadata {
  const t = translatorFor(locale, 'NotFound');
  return { title: t('metaTitle'), description: t('metaDescription'), robots: { index: false, follow: true } };
}

/**
 * The 404 message and ways onward (rendered inside the public frame), in the page's language or in
 * the one named (the admin's and the unmatched address's 404 have no language of their own: English).
 */
export async function NotFoundContent({ locale }: { locale?: Locale }) {
  const [t, nav] = locale
    ? [translatorFor(locale, 'NotFound'), translatorFor(locale, 'Nav')]
    : await Promise.all([getT('NotFound'), getT('Nav')]);
  const { services } = headerNavigation(nav);
  return (
    <section className="relative isolate overflow-hidden">
      <div aria-hidden className="glow-stage absolute inset-0 -z-10" />
      <Container className="py-24 sm:py-32">
        <p className="font-display text-8xl font-extrabold text-gold sm:text-9xl" aria-hidden>
          404
        </p>
        <h1 className="mt-4 font-display text-4xl font-extrabold tracking-tight sm:text-6xl">{t('heading')}</h1>
        <p className="mt-5 max-w-xl text-lg text-muted">{t('text')}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink href="/" size="lg">
            {t('backHome')}
          </ButtonLink>
          <ButtonLink href="/contact" variant="outline" size="lg">
            {t('contactUs')}
          </ButtonLink>
        </div>
        <ul className="mt-12 flex flex-wrap gap-x-6 gap-y-3">
          {services.map((service) => (
            <li key={service.href}>
              <Link
                href={service.href}
                className="font-semibold text-sand underline decoration-gold underline-offset-4 hover:text-gold"
              >
                {service.label}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
