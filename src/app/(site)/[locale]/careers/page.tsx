import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { CtaBand } from '@/components/site/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { Link } from '@/components/ui/link';
import { pageMetadata } from '@/content/metadata';
import { MarkdownBody } from '@/components/site/blog/markdown-body';
import { jobPostingLd } from '@/components/site/careers/job-posting-ld';
import { JsonLd } from '@/components/ui/json-ld';
import { getOpenJobs } from '@/server/data/public';
import { getLocalSiteSettings } from '@/server/data/site-settings';
import { renderMarkdownSafely } from '@/server/markdown';
import { OPEN_APPLICATION_SLUG } from '@/lib/schemas/inquiries';
import { getT } from '@/server/i18n';

export async function generateMetadata() {
  const t = await getT('Careers');
  return pageMetadata({ title: t('title'), description: t('description'), path: '/careers' });
}

export default async function CareersPage() {
  // Descriptions sit under each job title's h3, so their headings start at h4.
  const [site, t] = await Promise.all([getLocalSiteSettings(), getT('Careers')]);
  const jobs = (await getOpenJobs()).map((job) => ({
    ...job,
    html: renderMarkdownSafely(job.description, { headingTop: 4 }),
    lang: job.untranslated ? 'en' : undefined,
  }));
  return (
    <>
      {jobs.length ? <JsonLd data={jobs.map((job) => jobPostingLd(job, site))} /> : null}
      <PageHero eyebrow={t('eyebrow')} title={t('heroTitle')} lead={t('heroLead')} />
      <Section aria-labelledby="openings" containerClassName="max-w-4xl">
        <h2 id="openings" className="font-display text-3xl font-extrabold sm:text-4xl">
          {t('openings')}
        </h2>
        {jobs.length === 0 ? (
          <p className="mt-6 text-muted" role="status">
            {t('none')}
          </p>
        ) : (
          <ul className="mt-8 flex flex-col gap-6">
            {jobs.map((job) => (
              <li key={job.id} id={job.slug} className="scroll-mt-24 rounded-2xl border border-line bg-clay p-6 md:p-8">
                <article>
                  <header className="flex flex-wrap items-start justify-between gap-4">
                    <div>
                      {/* A posting not translated into the page's language: its own text is read as English (decision 162). */}
                      <h3 lang={job.lang} className="font-display text-2xl font-extrabold text-sand">
                        {job.title}
                      </h3>
                      <p className="mt-2 flex flex-wrap gap-3 text-sm text-muted">
                        {job.location ? <span>{job.location}</span> : null}
                        {job.type ? (
                          <span lang={job.lang} className="rounded-full border border-line px-2">
                            {job.type}
                          </span>
                        ) : null}
                      </p>
                    </div>
                    <Link
                      href={`/careers/${job.slug}/apply`}
                      className={buttonClasses()}
                      aria-label={t('applyNowOf', { title: job.title })}
                    >
                      {t('applyNow')}
                    </Link>
                  </header>
                  <details className="mt-4">
                    <summary className="cursor-pointer text-sm font-semibold text-gold">{t('readMore')}</summary>
                    {job.lang ? (
                      <div lang={job.lang}>
                        <MarkdownBody html={job.html} />
                      </div>
                    ) : (
                      <MarkdownBody html={job.html} />
                    )}
                  </details>
                </article>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <CtaBand title={t('ctaTitle')} lead={t('ctaLead')}>
        <ButtonLink href={`/careers/${OPEN_APPLICATION_SLUG}/apply`} variant="ink" size="lg">
          {t('sendResume')}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
