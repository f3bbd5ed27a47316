import type { Metadata } from 'next';
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
  const job = await findPosition((await params).slug);
  if (!job) return { title: 'Position Not Found' };
  const site = await getSiteSettings();
  return pageMetadata({
    title: job === OPEN_APPLICATION ? 'Send Us Your Resume' : `Apply: ${job.title}`,
    description: `Apply to join ${site.name}${job === OPEN_APPLICATION ? '' : ` as ${job.title}`}: send your details, your CV (PDF or Word) or a link to it, and a cover note.`,
    path: `/careers/${job.slug}/apply`,
  });
}

export default async function ApplyPage({ params }: Props) {
  const job = await findPosition((await params).slug);
  if (!job) notFound();
  const open = job === OPEN_APPLICATION;
  return (
    <Container className="grid max-w-3xl gap-10 py-16 sm:py-24">
      <header className="grid gap-4">
        <Link href="/careers" className="text-sm font-semibold text-gold hover:text-gold-2">
          ← Back to Careers
        </Link>
        <p className="text-sm font-bold tracking-[0.25em] text-gold uppercase">
          {open ? 'Open Application' : 'Job Application'}
        </p>
        <h1 className="font-display text-4xl leading-[1.02] font-extrabold tracking-tight text-balance text-sand sm:text-6xl">
          {open ? 'Send us your resume' : `Apply: ${job.title}`}
        </h1>
        <p className="text-lg leading-relaxed text-muted">
          {open
            ? `No opening that fits? Tell us who you are and what you do best; we keep every application on file.`
            : [job.location, job.type].filter(Boolean).join(' · ')}
        </p>
      </header>
      <Card role="region" aria-label={open ? 'Open application' : `Application for ${job.title}`}>
        <InquiryFormBlock kind="application" formId="inquiry-application" target={job.slug} />
      </Card>
    </Container>
  );
}
