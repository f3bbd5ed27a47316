import { Link } from '@/components/ui/link';
import { CtaBand } from '@/components/site/cta-band';
import { ShareLinks } from '@/components/site/share-links';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { FocalImage } from '@/components/site/focal-image';
import { columnSizes } from '@/lib/images';
import { CaseStudyCard } from '@/components/site/portfolio/case-study-card';
import { formatDate } from '@/components/site/portfolio/format';
import type { CaseStudy } from '@/server/repositories/case-studies';
import { currentLocale, getT } from '@/server/i18n';

/** The hero spans the container; the gallery is `sm:grid-cols-2 lg:grid-cols-3 gap-4`; related cards `md:grid-cols-3 gap-8`. */
const HERO_SIZES = columnSizes({});
const GALLERY_SIZES = columnSizes({ columns: { sm: 2, lg: 3 }, gap: 16 });
const RELATED_SIZES = columnSizes({ columns: { md: 3 }, gap: 32 });

/** A case study as its public page shows it (also the admin's preview of a draft or an unsaved edit). */
export async function CaseStudyArticle({ caseStudy: cs, related }: { caseStudy: CaseStudy; related: CaseStudy[] }) {
  const [t, tp, locale] = await Promise.all([getT('CaseStudy'), getT('Portfolio'), currentLocale()]);
  const facts = [
    { label: t('location'), value: cs.location },
    { label: t('date'), value: formatDate(cs.project_date, {}, locale) },
    { label: t('category'), value: cs.category },
    { label: t('attendance'), value: cs.attendance },
    { label: t('duration'), value: cs.duration },
    { label: t('investmentTier'), value: cs.investment_tier },
    { label: t('role'), value: cs.role },
  ].filter((f) => f.value);

  return (
    <article>
      <header className="mx-auto max-w-7xl px-5 sm:px-8 pb-10 pt-24">
        <Link href="/portfolio" className="text-sm text-muted hover:text-gold">
          {t('back')}
        </Link>
        <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-gold">{cs.category}</p>
        <h1 className="mt-3 font-display text-4xl leading-[1] font-extrabold tracking-tight text-balance text-sand sm:text-6xl">
          {cs.title}
        </h1>
        {cs.summary ? <p className="mt-5 max-w-3xl text-lg text-muted">{cs.summary}</p> : null}
      </header>
      <Container>
        <FocalImage
          src={cs.hero_image_url}
          alt={cs.hero_image_alt || cs.title}
          width={1600}
          height={686}
          sizes={HERO_SIZES}
          priority
          className="aspect-[21/9] w-full rounded-2xl object-cover"
          fallbackLabel={cs.title}
        />
      </Container>

      <section aria-label={t('factsLabel')} className="mx-auto max-w-7xl px-5 sm:px-8 py-12">
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {facts.map((f) => (
            <div key={f.label} className="rounded-2xl border border-line bg-clay p-5">
              <dt className="text-xs uppercase tracking-widest text-muted">{f.label}</dt>
              <dd className="mt-2 font-semibold">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-5 pb-16 sm:px-8 md:grid-cols-3">
        {[
          { title: t('challenge'), text: cs.challenge },
          { title: t('solution'), text: cs.solution },
          { title: t('impact'), text: cs.impact },
        ]
          .filter((s) => s.text)
          .map((s) => (
            <section key={s.title}>
              <h2 className="font-display text-2xl font-extrabold text-gold">{s.title}</h2>
              <p className="mt-4 whitespace-pre-line text-muted">{s.text}</p>
            </section>
          ))}
      </div>

      {cs.gallery.length ? (
        <section aria-labelledby="gallery" className="mx-auto max-w-7xl px-5 sm:px-8 pb-16">
          <h2 id="gallery" className="font-display text-3xl font-extrabold">
            {t('gallery')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {cs.gallery.map((src, i) => (
              <li key={`${src}-${i}`}>
                <FocalImage
                  src={src}
                  alt={t('photoAlt', { title: cs.title, number: i + 1 })}
                  width={800}
                  height={600}
                  sizes={GALLERY_SIZES}
                  className="aspect-[4/3] w-full rounded-xl object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {cs.testimonial_quote ? (
        <figure className="mx-auto max-w-4xl px-6 pb-16 text-center">
          <blockquote className="font-display text-2xl leading-relaxed md:text-3xl">
            “{cs.testimonial_quote}”
          </blockquote>
          {cs.testimonial_author ? (
            <figcaption className="mt-6 text-muted">— {cs.testimonial_author}</figcaption>
          ) : null}
        </figure>
      ) : null}

      {related.length ? (
        <section aria-labelledby="related" className="mx-auto max-w-7xl px-5 sm:px-8 pb-16">
          <h2 id="related" className="font-display text-3xl font-extrabold">
            {t('related')}
          </h2>
          <ul className="mt-8 grid gap-8 md:grid-cols-3">
            {related.map((r) => (
              <li key={r.id} className="relative">
                <CaseStudyCard caseStudy={r} sizes={RELATED_SIZES} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ShareLinks path={`/portfolio/${cs.slug}`} title={cs.title} className="mx-auto max-w-7xl px-5 pb-16 sm:px-8" />

      <CtaBand title={t('ctaTitle')} lead={t('ctaLead')}>
        <ButtonLink href="/contact" variant="ink" size="lg">
          {tp('startProject')}
        </ButtonLink>
        <ButtonLink href="/contact" variant="ink-outline" size="lg">
          {tp('requestQuote')}
        </ButtonLink>
      </CtaBand>
    </article>
  );
}
