import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { ActionForm } from '@/components/admin/action-form';
import { deleteUploadAction } from '@/server/actions/admin/lifecycle';
import { requireAdmin } from '@/server/auth/guard';
import { findUploadById, findUploadUses, uploadHash } from '@/server/repositories/media';
import { recordId } from '@/lib/record-id';

export const metadata: Metadata = { title: 'Delete image', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

/** The confirm step for deleting an image that content still shows (a page, so it needs no JavaScript). */
export default function ConfirmDeletePage({ params }: Props) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Link href="/admin/media" className="text-sm text-amber-800 hover:underline">
        ← All media
      </Link>
      <Suspense fallback={<p className="text-stone-600">Loading…</p>}>
        <ConfirmDelete params={params} />
      </Suspense>
    </div>
  );
}

async function ConfirmDelete({ params }: Props) {
  const { id } = await params;
  await requireAdmin(`/admin/media/${encodeURIComponent(id)}/delete`, 'content.edit');
  const uploadId = recordId(id);
  const upload = uploadId === undefined ? undefined : await findUploadById(uploadId);
  if (!upload) notFound();
  const used = (await findUploadUses()).get(uploadHash(upload.file_name)) ?? [];
  const name = upload.original_name || upload.file_name;
  return (
    <section className="grid gap-4 rounded-xl border border-red-200 bg-white p-5 shadow-sm">
      <h1 className="font-display text-2xl font-bold">Delete “{name}”?</h1>
      {used.length ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">
            This image is in use. After deleting it, these pages show a placeholder instead until you choose another
            image:
          </p>
          <ul className="mt-2 list-disc pl-5">
            {used.map((use) => (
              <li key={`${use.kind}-${use.id}`}>
                {use.label || use.path} ({use.path})
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-stone-700">Nothing uses this image.</p>
      )}
      <ActionForm action={deleteUploadAction} className="flex flex-wrap gap-3">
        <input type="hidden" name="id" value={upload.id} />
        <input type="hidden" name="confirm" value="1" />
        <button
          type="submit"
          className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
        >
          Delete anyway
        </button>
        <Link href="/admin/media" className="rounded-lg border border-stone-300 px-4 py-2 text-sm hover:bg-stone-50">
          Keep it
        </Link>
      </ActionForm>
    </section>
  );
}
