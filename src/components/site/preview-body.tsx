import { PostArticle } from '@/components/site/blog/post-article';
import { MarkdownBody } from '@/components/site/blog/markdown-body';
import { CaseStudyArticle } from '@/components/site/portfolio/case-study-article';
import { TalentProfile } from '@/components/site/talent/talent-profile';
import { readingTime, renderMarkdownSafely } from '@/server/markdown';
import type { PreviewItem } from '@/server/preview/item';

/** The banner that keeps a preview from being mistaken for the live page. */
function PreviewBanner({ note }: { note: string }) {
  return (
    <p role="status" className="bg-gold px-5 py-2 text-center text-sm font-semibold text-ink">
      Preview — {note}. Visitors do not see this page.
    </p>
  );
}

/** A draft or unsaved edit rendered with the public page's own component. */
export function PreviewBody({ preview, note }: { preview: PreviewItem; note: string }) {
  return (
    <>
      <PreviewBanner note={note} />
      {preview.kind === 'blog' ? (
        <PostArticle post={{ ...preview.item, minutes: readingTime(preview.item.content) }} />
      ) : preview.kind === 'case-studies' ? (
        <CaseStudyArticle caseStudy={preview.item} related={[]} />
      ) : preview.kind === 'talent' ? (
        <TalentProfile talent={preview.item} />
      ) : (
        <article className="mx-auto max-w-3xl px-5 pt-16 pb-24 sm:px-8">
          <p className="text-sm font-semibold tracking-widest text-gold uppercase">
            {[preview.item.type, preview.item.location].filter(Boolean).join(' · ')}
          </p>
          <h1 className="mt-3 font-display text-4xl font-extrabold text-sand">{preview.item.title}</h1>
          <MarkdownBody html={renderMarkdownSafely(preview.item.description)} className="mt-8" />
        </article>
      )}
    </>
  );
}
