import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageSections } from '@/components/site/page-sections';
import { PreviewBanner, PreviewBody } from '@/components/site/preview-body';
import { pageFormSchema, pageInputLabel } from '@/lib/page-sections';
import { fieldErrorsOf } from '@/lib/schemas/content';
import { requireAdmin } from '@/server/auth/guard';
import { contentTypes, isContentKind } from '@/lib/content-types';
import { fieldLabel, previewFieldErrors, previewItem } from '@/server/preview/item';
import { findPreview, PAGE_PREVIEW, type StoredPreview } from '@/server/repositories/previews';

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }> };

/** /preview/t/<token>: an unsaved edit (POST /admin/preview), for 30 minutes. */
/** Rendered completely before it is sent (no <Suspense>, the layout may block): it shows without JavaScript. */
export default async function UnsavedPreviewPage({ params }: Props) {
  const { token } = await params;
  await requireAdmin('/admin', 'content.read');
  const preview = await findPreview(token);
  if (preview?.kind === PAGE_PREVIEW) return <PagePreview preview={preview} />;
  if (!preview || !isContentKind(preview.kind)) notFound();
  const { kind } = preview;
  const type = contentTypes[kind];
  const fieldErrors = previewFieldErrors(type, preview);
  if (fieldErrors) return <Refused errors={fieldErrors} label={(path) => fieldLabel(type, path)} />;
  return <PreviewBody kind={kind} item={await previewItem(type, preview)} note="unsaved changes" />;
}

/**
 * An unsaved edit of a page of sections (admin → Pages): the form read by the same schema as the
 * save, rendered by the same sections as the public page. A file chosen but not yet saved (a logo)
 * is not in it: the preview shows the one stored.
 */
function PagePreview({ preview }: { preview: StoredPreview }) {
  const { op: _op, ...fields } = preview.fields;
  const parsed = pageFormSchema.safeParse(fields);
  if (!parsed.success) {
    const kindAt = (index: number) => String(fields[`s.${index}.kind`] ?? '');
    return <Refused errors={fieldErrorsOf(parsed.error)} label={(path) => pageInputLabel(path, kindAt)} />;
  }
  return (
    <>
      <PreviewBanner note="unsaved changes" />
      {/* A translation's words in its language; the interface around them stays the preview's English. */}
      <div lang={parsed.data.locale}>
        <PageSections page={parsed.data.page} />
      </div>
    </>
  );
}

function Refused({ errors, label }: { errors: Record<string, string>; label: (path: string) => string }) {
  return (
    <section className="mx-auto max-w-3xl px-5 pt-16 pb-24 sm:px-8">
      <h1 className="font-display text-3xl font-extrabold text-sand">This edit cannot be previewed</h1>
      <p className="mt-4 text-muted">Saving it would be refused too. Correct these fields in the form:</p>
      <ul role="alert" className="mt-6 list-disc space-y-2 pl-6 text-sand">
        {Object.entries(errors).map(([path, message]) => (
          <li key={path}>{path === 'form' ? message : `${label(path)}: ${message}`}</li>
        ))}
      </ul>
    </section>
  );
}
