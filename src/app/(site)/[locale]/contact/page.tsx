import { ContactAccordion } from '@/components/inquiries/contact-accordion';
import { InquiryFormBlock } from '@/components/inquiries/inquiry-form-block';
import { Card } from '@/components/ui/card';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/content/metadata';
import { buttonClasses } from '@/components/ui/button';
import { OfficeWhatsapp } from '@/components/site/office-whatsapp';
import { officeChatLink } from '@/lib/whatsapp';
import { getLocalSiteSettings } from '@/server/data/site-settings';
import { getT } from '@/server/i18n';
import { Glyph } from '@/components/ui/glyph';

export async function generateMetadata() {
  const [{ name }, t] = await Promise.all([getLocalSiteSettings(), getT('Contact')]);
  return pageMetadata({
    title: t('metaTitle'),
    description: t('metaDescription', { name }),
    path: '/contact',
  });
}

/** The four forms, their words in the Contact namespace (`<kind>Title`, `…Description`); their buttons' words are the forms' own (Forms namespace). */
const forms = ['brand', 'promoter', 'artist', 'general'] as const;

export default async function ContactPage() {
  const [site, t] = await Promise.all([getLocalSiteSettings(), getT('Contact')]);
  const newTab = t('opensInNewTab');
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead', { bookingResponse: site.bookingResponse })} />
      <Section>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <ContactAccordion
            name="contact-forms"
            items={forms.map((kind) => ({
              id: kind,
              title: t(`${kind}Title`),
              description: t(`${kind}Description`),
              content: <InquiryFormBlock kind={kind} formId={`inquiry-${kind}`} />,
            }))}
          />
          <aside aria-labelledby="offices-heading" className="grid content-start gap-5">
            <Card accent="jade" className="grid gap-3 sm:p-6">
              <h2 className="font-display text-lg font-bold text-sand">{t('whatsappHeading')}</h2>
              <p className="text-sm text-muted">{t('whatsappText')}</p>
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
                        {t('whatsappOffice', { city: office.city })}
                        <span className="sr-only"> {newTab}</span>
                      </a>
                    </li>
                  ) : null;
                })}
              </ul>
            </Card>
            <h2 id="offices-heading" className="font-display text-2xl font-extrabold text-sand">
              {t('offices')}
            </h2>
            {site.offices.map((office) => (
              <Card key={office.city} accent="gold" className="grid gap-3 sm:p-6">
                <h3 className="font-display text-lg font-bold text-sand">
                  {office.city}, {office.country}
                </h3>
                <p className="flex gap-3 text-muted">
                  <Glyph name="map-pin" className="mt-0.5 size-5 shrink-0 text-gold" />
                  <span>{office.address}</span>
                </p>
                <p className="flex gap-3">
                  <Glyph name="phone" className="mt-0.5 size-5 shrink-0 text-gold" />
                  <a href={`tel:${office.phone.replace(/\s+/g, '')}`} className="text-sand hover:text-gold">
                    {office.phone}
                  </a>
                </p>
                <OfficeWhatsapp
                  office={office}
                  brand={site.name}
                  words={{ label: t('whatsappNumber', { number: office.whatsapp }), newTab }}
                  className="flex gap-3"
                  iconClassName="mt-0.5 size-5 shrink-0 text-gold"
                  linkClassName="text-sand hover:text-gold"
                />
                <p className="flex gap-3">
                  <Glyph name="mail" className="mt-0.5 size-5 shrink-0 text-gold" />
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
