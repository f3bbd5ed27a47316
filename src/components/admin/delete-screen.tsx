import 'server-only';
import { notFound } from 'next/navigation';
import { contentTypes, type ContentKind } from '@/lib/content-types';
import { requireAdmin } from '@/server/auth/guard';
import { contentRepository } from '@/server/repositories/content';
import { DeleteConfirm } from './delete-confirm';
import { recordId } from '@/lib/record-id';

/**
 * `/admin/<kind>/<id>/delete`: the row's deletion confirmed on a page of its own, so that an
 * operator without JavaScript (no row menu, no dialog) can delete too. A missing row is not a 404:
 * this same page is what a successful deletion re-renders without JavaScript.
 */
export async function AdminDeleteScreen({ kind, id }: { kind: ContentKind; id: string }) {
  const type = contentTypes[kind];
  await requireAdmin(`${type.routes.admin}/${encodeURIComponent(id)}/delete`, 'content.edit');
  const numericId = recordId(id);
  if (numericId === undefined) notFound();
  const row = await contentRepository(type).findById(numericId);
  const name = row ? String(row[type.slug.from] ?? `#${numericId}`) : undefined;
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <h1 className="font-display text-3xl font-bold">Delete {name ? `“${name}”` : `#${numericId}`}?</h1>
      <DeleteConfirm kind={kind} id={numericId} name={name} />
    </div>
  );
}
