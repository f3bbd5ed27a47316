import type { Metadata } from 'next';
import { getT } from '@/server/i18n';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { InquiryFormBlock } from '@/components/inquiries/inquiry-form-block';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { pageMetadata } from '@/content/metadata';
import { getSiteSettings } from '@/server/data/site-settings';
import { OPEN_APPLICATION_SLUG } from '@/lib/schemas/inquiries';
import { getOpenJob, getOpenJobSlugs } from '@/server/data/inquiry-targets';

type Props = { params: Promise<{ slug: string }> };

/** The open application ('Send us your resume'). */
const OPEN_APPLICATION = { slug: OPEN_APPLICATION_SLUG, title: 'Open Application', location: '', type: '' };

async function findPosition(slug: string) {
  return slug === OPEN_APPLICATION.slug ? OPEN_APPLICATION : getOpenJob(slug);
}

export async function generateStaticParams() {
  return [OPEN_APPLICATION.slug, ...(await getOpenJobSlugs())].map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [job, t] = await Promise.all([findPosition((await params).slug), getT('Apply')]);
  if (!job) return { title: t('notFound') };
  const site = await getSiteSettings();
  const open = job === OPEN_APPLICATION;
  return pageMetadata({
    title: open ? t('openTitle') : t('title', { title: job.title }),
    description: open
      ? t('openDescription', { site: site.name })
      : t('description', { site: site.name, title: job.title }),
    path: `/careers/${job.slug}/apply`,
  });
}

export default async function ApplyPage({ params }: Props) {
  const job = await findPosition((await params).slug);
  if (!job) notFound();
  const open = job === OPEN_APPLICATION;
  const t = await getT('Apply');
  return (
    <Container className="grid max-w-3xl gap-10 py-16 sm:py-24">
      <header className="grid gap-4">
        <Link href="/careers" className="text-sm font-semibold text-gold hover:text-gold-2">
          {t('back')}
        </Link>
        <p className="text-sm font-bold tracking-[0.25em] text-gold uppercase">
          {open ? t('openEyebrow') : t('eyebrow')}
        </p>
        <h1 className="font-display text-4xl leading-[1.02] font-extrabold tracking-tight text-balance text-sand sm:text-6xl">
          {open ? t('openHeading') : t('title', { title: job.title })}
        </h1>
        <p className="text-lg leading-relaxed text-muted">
          {open ? t('openLead') : [job.location, job.type].filter(Boolean).join(' · ')}
        </p>
      </header>
      <Card role="region" aria-label={open ? t('openRegion') : t('region', { title: job.title })}>
        <InquiryFormBlock kind="application" formId="inquiry-application" target={job.slug} />
      </Card>
    </Container>
  );
}
