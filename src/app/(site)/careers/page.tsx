import Link from 'next/link';
import { pageMetadata } from '@/content/metadata';
import { MarkdownBody } from '@/components/site/blog/markdown-body';
import { jobPostingLd } from '@/components/site/careers/job-posting-ld';
import { JsonLd } from '@/components/ui/json-ld';
import { getOpenJobs } from '@/server/data/public';

export const metadata = pageMetadata({
  title: 'Careers',
  description:
    'Join Ngoma Entertainment in Johannesburg, Nairobi or remotely: open roles in artist management, production, marketing and booking.',
  path: '/careers',
});

export default async function CareersPage() {
  const jobs = await getOpenJobs();
  return (
    <>
      {jobs.length ? <JsonLd data={jobs.map(jobPostingLd)} /> : null}
      <section className="mx-auto max-w-6xl px-6 pb-10 pt-24">
        <p className="text-sm font-semibold uppercase tracking-widest text-amber-400">Careers</p>
        <h1 className="mt-3 font-display text-5xl md:text-6xl">Build the Culture With Us</h1>
        <p className="mt-5 max-w-2xl text-lg text-stone-300">
          We&apos;re a team of producers, managers and storytellers taking African talent to the world. Come do the best work of your career.
        </p>
      </section>
      <section aria-labelledby="openings" className="mx-auto max-w-4xl px-6 pb-16">
        <h2 id="openings" className="font-display text-3xl">
          Open Positions
        </h2>
        {jobs.length === 0 ? (
          <p className="mt-6 text-stone-300" role="status">
            There are no open positions right now, but we&apos;re always happy to meet talented people.
          </p>
        ) : (
          <ul className="mt-8 flex flex-col gap-6">
            {jobs.map((job) => (
              <li key={job.id} id={job.slug} className="scroll-mt-24 rounded-2xl border border-white/10 p-6 md:p-8">
                <article>
                  <header className="flex flex-wrap items-start justify-between gap-4">
                    <div>
                      <h3 className="font-display text-2xl">{job.title}</h3>
                      <p className="mt-2 flex flex-wrap gap-3 text-sm text-stone-400">
                        {job.location ? <span>{job.location}</span> : null}
                        {job.type ? <span className="rounded-full border border-white/20 px-2">{job.type}</span> : null}
                      </p>
                    </div>
                    <Link
                      href={`/careers/${job.slug}/apply`}
                      className="rounded-full bg-amber-400 px-5 py-2 font-semibold text-stone-950"
                      aria-label={`Apply Now: ${job.title}`}
                    >
                      Apply Now
                    </Link>
                  </header>
                  <details className="mt-4">
                    <summary className="cursor-pointer text-sm font-semibold text-amber-400">Read the full description</summary>
                    <MarkdownBody html={job.html} />
                  </details>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="mx-auto max-w-4xl px-6 pb-24 text-center">
        <h2 className="font-display text-3xl">Don&apos;t See Your Role?</h2>
        <p className="mt-3 text-stone-300">We&apos;re always looking for exceptional people. Tell us what you&apos;d bring.</p>
        <Link href="/careers/general/apply" className="mt-6 inline-block rounded-full border border-white/30 px-6 py-3 font-semibold">
          Send us your resume
        </Link>
      </section>
    </>
  );
}
