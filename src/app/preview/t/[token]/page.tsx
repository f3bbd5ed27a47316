import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { PreviewBody } from '@/components/site/preview-body';
import { requireAdmin } from '@/server/auth/guard';
import { contentTypes, isContentKind } from '@/lib/content-types';
import { fieldLabel, previewFieldErrors, previewItem } from '@/server/preview/item';
import { findPreview } from '@/server/repositories/previews';

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }> };

/** /preview/t/<token>: an unsaved edit (POST /admin/preview), for 30 minutes. */
export default function UnsavedPreviewPage({ params }: Props) {
  return (
    <Suspense fallback={<p className="p-8 text-muted">Loading preview…</p>}>
      <UnsavedPreview params={params} />
    </Suspense>
  );
}

async function UnsavedPreview({ params }: Props) {
  const { token } = await params;
  await requireAdmin('/admin', 'content.read');
  const preview = await findPreview(token);
  if (!preview || !isContentKind(preview.kind)) notFound();
  const { kind } = preview;
  const type = contentTypes[kind];
  const fieldErrors = previewFieldErrors(type, preview);
  if (fieldErrors) {
    return (
      <section className="mx-auto max-w-3xl px-5 pt-16 pb-24 sm:px-8">
        <h1 className="font-display text-3xl font-extrabold text-sand">This edit cannot be previewed</h1>
        <p className="mt-4 text-muted">Saving it would be refused too. Correct these fields in the form:</p>
        <ul role="alert" className="mt-6 list-disc space-y-2 pl-6 text-sand">
          {Object.entries(fieldErrors).map(([path, message]) => (
            <li key={path}>{path === 'form' ? message : `${fieldLabel(type, path)}: ${message}`}</li>
          ))}
        </ul>
      </section>
    );
  }
  return <PreviewBody kind={kind} item={await previewItem(type, preview)} note="unsaved changes" />;
}
