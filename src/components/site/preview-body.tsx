import type { ReactNode } from 'react';
import { PostArticle } from '@/components/site/blog/post-article';
import { MarkdownBody } from '@/components/site/blog/markdown-body';
import { CaseStudyArticle } from '@/components/site/portfolio/case-study-article';
import { TalentProfile } from '@/components/site/talent/talent-profile';
import { EventArticle } from '@/components/site/events/event-article';
import { linkLineup } from '@/lib/event-lineup';
import type { Event } from '@/server/repositories/events';
import { readingTime, renderMarkdownSafely } from '@/server/markdown';
import type { ContentKind } from '@/lib/content-types';
import type { BlogPost } from '@/server/repositories/blog-posts';
import type { CaseStudy } from '@/server/repositories/case-studies';
import type { JobPosting } from '@/server/repositories/job-postings';
import type { Talent } from '@/server/repositories/talent';

/** The banner that keeps a preview from being mistaken for the live page. */
export function PreviewBanner({ note }: { note: string }) {
  return (
    <p role="status" className="bg-gold px-5 py-2 text-center text-sm font-semibold text-ink">
      Preview — {note}. Visitors do not see this page.
    </p>
  );
}

/** The rows as each type's public components take them (the same table's row, read by the generic repository). */
type PublicRows = { blog: BlogPost; 'case-studies': CaseStudy; talent: Talent; jobs: JobPosting; events: Event };

/**
 * Each type's public page body, as a preview shows it: a type's preview is part of its public pages
 * (a new type adds its line here, or the build fails).
 */
const renderers: { [K in ContentKind]: (item: PublicRows[K]) => ReactNode } = {
  blog: (post) => <PostArticle post={{ ...post, minutes: readingTime(post.content) }} />,
  'case-studies': (caseStudy) => <CaseStudyArticle caseStudy={caseStudy} related={[]} />,
  talent: (talent) => <TalentProfile talent={talent} />,
  // The lineup unlinked: a preview does not read the roster (the live page links it).
  events: (event) => <EventArticle event={{ ...event, acts: linkLineup(event.lineup, []) }} />,
  jobs: (job) => (
    <article className="mx-auto max-w-3xl px-5 pt-16 pb-24 sm:px-8">
      <p className="text-sm font-semibold tracking-widest text-gold uppercase">
        {[job.type, job.location].filter(Boolean).join(' · ')}
      </p>
      <h1 className="mt-3 font-display text-4xl font-extrabold text-sand">{job.title}</h1>
      <MarkdownBody html={renderMarkdownSafely(job.description)} className="mt-8" />
    </article>
  ),
};

/** A draft or unsaved edit rendered with the public page's own component. */
export function PreviewBody({ kind, item, note }: { kind: ContentKind; item: Record<string, unknown>; note: string }) {
  // The item is a row of the kind's own table (a saved row, or one with an edit's fields laid over it).
  const render = renderers[kind] as (item: Record<string, unknown>) => ReactNode;
  return (
    <>
      <PreviewBanner note={note} />
      {render(item)}
    </>
  );
}
