import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { ActionForm } from '@/components/admin/action-form';
import { FocalPointPicker } from '@/components/admin/focal-point-picker';
import { setFocalPointAction } from '@/server/actions/admin/home';
import { deleteUploadAction } from '@/server/actions/admin/lifecycle';
import { requireAdmin } from '@/server/auth/guard';
import { formatSiteTime } from '@/server/site-time';
import { findUploadUses, listUploads, uploadHash } from '@/server/repositories/media';

export const metadata: Metadata = { title: 'Media', robots: { index: false, follow: false } };

function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export default function MediaPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header>
        <h1 className="font-display text-3xl font-bold">Media</h1>
        <p className="mt-1 text-stone-600">
          Uploaded images, their size, and the content that shows them. Images nothing uses can be deleted.
        </p>
      </header>
      <Suspense fallback={<p className="text-stone-600">Loading images…</p>}>
        <MediaList />
      </Suspense>
    </div>
  );
}

async function MediaList() {
  await requireAdmin('/admin/media', 'content.read');
  const [uploads, uses] = await Promise.all([listUploads(), findUploadUses()]);
  if (!uploads.length) return <p className="text-stone-600">No images uploaded yet.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {uploads.map((upload) => {
        const used = uses.get(uploadHash(upload.file_name)) ?? [];
        const name = upload.original_name || upload.file_name;
        return (
          <li
            key={upload.id}
            className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
            data-testid="media-item"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- an admin thumbnail of an upload, served as is */}
            <img
              src={`/uploads/${upload.file_name}`}
              alt={`Uploaded image ${name}`}
              width={upload.width}
              height={upload.height}
              loading="lazy"
              style={{ objectPosition: `${upload.focal_x}% ${upload.focal_y}%` }}
              className="aspect-video w-full rounded-lg bg-stone-100 object-cover"
            />
            <details className="text-sm">
              <summary className="cursor-pointer font-medium text-amber-800">
                Focal point: {upload.focal_x}% across, {upload.focal_y}% down
              </summary>
              <p className="mt-2 text-stone-600">
                Click on the subject (a face, a product): every crop of this image on the site keeps it in view.
              </p>
              <ActionForm
                action={setFocalPointAction}
                className="mt-2 grid gap-2"
                labels={{ focal_x: 'Across', focal_y: 'Down' }}
              >
                <input type="hidden" name="id" value={upload.id} />
                <FocalPointPicker
                  src={`/uploads/${upload.file_name}`}
                  name={name}
                  width={upload.width}
                  height={upload.height}
                  x={upload.focal_x}
                  y={upload.focal_y}
                />
              </ActionForm>
            </details>
            <div className="grid gap-1 text-sm">
              <p className="font-medium break-all">{name}</p>
              <p className="text-stone-600">
                {upload.width}×{upload.height} · {formatBytes(upload.bytes)} original ·{' '}
                <time dateTime={upload.created_at}>{formatSiteTime(upload.created_at, 'date')}</time>
              </p>
              <p className="font-mono text-xs break-all text-stone-500">/uploads/{upload.file_name}</p>
              {used.length ? (
                <div>
                  <p className="font-medium">Used by:</p>
                  <ul className="list-disc pl-5">
                    {used.map((use) => (
                      <li key={`${use.kind}-${use.id}`}>
                        <a href={use.path} target="_blank" rel="noopener" className="text-amber-800 hover:underline">
                          {use.label || use.path}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                <p className="text-stone-600">Not used anywhere.</p>
              )}
            </div>
            {used.length ? (
              <Link
                href={`/admin/media/${upload.id}/delete`}
                className="justify-self-start rounded-lg border border-red-300 px-3 py-1 text-sm text-red-800 hover:bg-red-50"
              >
                Delete…
              </Link>
            ) : (
              <ActionForm action={deleteUploadAction}>
                <input type="hidden" name="id" value={upload.id} />
                <button
                  type="submit"
                  className="rounded-lg border border-red-300 px-3 py-1 text-sm text-red-800 hover:bg-red-50"
                  aria-label={`Delete ${name}`}
                >
                  Delete
                </button>
              </ActionForm>
            )}
          </li>
        );
      })}
    </ul>
  );
}
