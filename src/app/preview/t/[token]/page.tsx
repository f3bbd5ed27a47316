import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { PreviewBody } from '@/components/site/preview-body';
import { requireAdmin } from '@/server/auth/guard';
import { emptyItem, overlayFields, type PreviewItem } from '@/server/preview/item';
import { findPreview } from '@/server/repositories/previews';
import { findContentItem } from '@/server/repositories/revisions';

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
  await requireAdmin('/admin');
  const preview = await findPreview(token);
  if (!preview) notFound();
  const saved = preview.itemId ? await findContentItem(preview.kind, preview.itemId) : undefined;
  const item = overlayFields(saved ?? emptyItem(preview.kind), preview);
  return <PreviewBody preview={{ kind: preview.kind, item } as PreviewItem} note="unsaved changes" />;
}
