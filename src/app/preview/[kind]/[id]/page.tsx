import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { PreviewBody } from '@/components/site/preview-body';
import { requireAdmin } from '@/server/auth/guard';
import type { PreviewItem } from '@/server/preview/item';
import { contentState, CONTENT_STATE_LABELS } from '@/lib/content-state';
import { isLifecycleKind } from '@/server/repositories/lifecycle';
import { findContentItem } from '@/server/repositories/revisions';

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

type Props = { params: Promise<{ kind: string; id: string }> };

/** /preview/<kind>/<id>: the saved item, whatever its state, as its public page will show it. */
export default function SavedPreviewPage({ params }: Props) {
  return (
    <Suspense fallback={<p className="p-8 text-muted">Loading preview…</p>}>
      <SavedPreview params={params} />
    </Suspense>
  );
}

async function SavedPreview({ params }: Props) {
  const { kind, id } = await params;
  await requireAdmin(`/preview/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`);
  const itemId = /^\d{1,12}$/.test(id) ? Number(id) : 0;
  if (!isLifecycleKind(kind) || !itemId) notFound();
  const item = await findContentItem(kind, itemId);
  if (!item) notFound();
  const state =
    'is_published' in item
      ? CONTENT_STATE_LABELS[contentState(item as Parameters<typeof contentState>[0])]
      : 'is_active' in item && !item.is_active
        ? 'Closed'
        : 'Saved';
  return <PreviewBody preview={{ kind, item } as PreviewItem} note={`${state}, as saved`} />;
}
