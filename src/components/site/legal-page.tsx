import { Link } from '@/components/ui/link';
import type { LegalDocument } from '@/content/legal';
import { Container } from '@/components/ui/container';
import { PageHero } from '@/components/ui/page-hero';
import { getT } from '@/server/i18n';

function slug(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}

/** A readable long-form legal page with an on-page table of contents. */
export async function LegalPage({
  document,
  related,
}: {
  document: Pick<LegalDocument, 'title' | 'updated' | 'intro' | 'sections'>;
  related: { label: string; href: string };
}) {
  const t = await getT('Legal');
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={document.title} lead={t('lastUpdated', { date: document.updated })} />
      <Container className="grid gap-12 py-16 sm:py-20 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t('onThisPage')} className="lg:sticky lg:top-28 lg:self-start">
          <p className="text-sm font-bold tracking-[0.2em] text-gold uppercase">{t('onThisPage')}</p>
          <ol className="mt-4 grid gap-2 text-sm">
            {document.sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${slug(section.heading)}`} className="text-muted hover:text-gold">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl text-lg leading-relaxed text-muted">
          <p className="text-sand">{document.intro}</p>
          {document.sections.map((section) => (
            <section key={section.heading} aria-labelledby={slug(section.heading)} className="mt-12">
              <h2 id={slug(section.heading)} className="font-display text-2xl font-extrabold text-sand sm:text-3xl">
                {section.heading}
              </h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="mt-4">
                  {paragraph}
                </p>
              ))}
              {section.list ? (
                <ul className="mt-4 grid list-disc gap-2 pl-6 marker:text-gold">
                  {section.list.map((item) => (
                    <li key={item.slice(0, 40)}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <p className="mt-14 border-t border-line pt-8">
            {t.rich('seeAlso', {
              label: related.label,
              link: (chunks) => (
                <Link href={related.href} className="font-semibold text-gold underline underline-offset-4">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </article>
      </Container>
    </>
  );
}
