import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { InquiryFormBlock } from '@/components/inquiries/inquiry-form-block';
import { Toaster } from '@/components/ui/toast';
import { pageMetadata } from '@/content/metadata';
import { site } from '@/content/site';
import { getOpenJob, getOpenJobSlugs } from '@/server/data/inquiry-targets';

type Props = { params: Promise<{ slug: string }> };

/** `general` is the open application ('Send us your resume'). */
const OPEN_APPLICATION = { slug: 'general', title: 'Open Application', location: '', type: '' };

async function findPosition(slug: string) {
  return slug === OPEN_APPLICATION.slug ? OPEN_APPLICATION : getOpenJob(slug);
}

export async function generateStaticParams() {
  return [OPEN_APPLICATION.slug, ...(await getOpenJobSlugs())].map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = await findPosition((await params).slug);
  if (!job) return { title: 'Position Not Found' };
  return pageMetadata({
    title: job === OPEN_APPLICATION ? 'Send Us Your Resume' : `Apply: ${job.title}`,
    description: `Apply to join ${site.name}${job === OPEN_APPLICATION ? '' : ` as ${job.title}`}: send your details, CV or portfolio link and a cover note.`,
    path: `/careers/${job.slug}/apply`,
  });
}

export default async function ApplyPage({ params }: Props) {
  const job = await findPosition((await params).slug);
  if (!job) notFound();
  const open = job === OPEN_APPLICATION;
  return (
    <div className="mx-auto grid max-w-3xl gap-10 px-4 py-16 sm:px-6 lg:py-24">
      <header className="grid gap-4">
        <Link href="/careers" className="text-sm text-amber-300 hover:text-amber-200">
          ← Back to Careers
        </Link>
        <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">
          {open ? 'Open Application' : 'Job Application'}
        </p>
        <h1 className="font-display text-4xl font-bold text-stone-50 sm:text-5xl">
          {open ? 'Send us your resume' : `Apply: ${job.title}`}
        </h1>
        <p className="text-lg text-stone-300">
          {open
            ? `No opening that fits? Tell us who you are and what you do best; we keep every application on file.`
            : [job.location, job.type].filter(Boolean).join(' · ')}
        </p>
      </header>
      <section
        aria-label={open ? 'Open application' : `Application for ${job.title}`}
        className="rounded-2xl border border-stone-800 bg-stone-900/40 p-5 sm:p-8"
      >
        <InquiryFormBlock
          kind="application"
          formId="inquiry-application"
          target={job.slug}
          submitLabel="Submit Application"
        />
      </section>
      <Toaster />
    </div>
  );
}
