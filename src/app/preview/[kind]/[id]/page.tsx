import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PreviewBody } from '@/components/site/preview-body';
import { requireAdmin } from '@/server/auth/guard';
import { contentState, CONTENT_STATE_LABELS } from '@/lib/content-state';
import { findSavedPreviewItem } from '@/server/preview/item';

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

type Props = { params: Promise<{ kind: string; id: string }> };

/** /preview/<kind>/<id>: the saved item, whatever its state, as its public page will show it. */
/** Rendered completely before it is sent (no <Suspense>, the layout may block): it shows without JavaScript. */
export default async function SavedPreviewPage({ params }: Props) {
  const { kind, id } = await params;
  await requireAdmin(`/preview/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`, 'content.read');
  const saved = await findSavedPreviewItem(kind, id);
  if (!saved) notFound();
  const { type, item } = saved;
  // A dated item's state; else the type's word for a hidden item (a closed job posting: 'Inactive').
  const shown = type.visibility === 'always' || Boolean(item[type.visibility.field]);
  const state = type.windowed
    ? CONTENT_STATE_LABELS[
        contentState({
          is_published: shown,
          publish_at: typeof item.publish_at === 'string' ? item.publish_at : null,
          unpublish_at: typeof item.unpublish_at === 'string' ? item.unpublish_at : null,
        })
      ]
    : shown || type.visibility === 'always'
      ? 'Saved'
      : type.visibility.hidden;
  return <PreviewBody kind={saved.kind} item={item} note={`${state}, as saved`} />;
}
