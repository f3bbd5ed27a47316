import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { ActionForm } from '@/components/admin/action-form';
import { FieldDiff } from '@/components/admin/field-diff';
import { restoreRevisionAction } from '@/server/actions/admin/lifecycle';
import { formatSiteTime } from '@/server/site-time';
import { requireAdmin } from '@/server/auth/guard';
import { contentTypes, isContentKind, type ContentKind } from '@/lib/content-types';
import type { ContentTypeShape } from '@/lib/content-types/define';
import { contentRepository } from '@/server/repositories/content';
import { changedFields, listRevisions } from '@/server/repositories/revisions';
import { recordId } from '@/lib/record-id';

export const metadata: Metadata = { title: 'Revisions', robots: { index: false, follow: false } };

type Props = {
  params: Promise<{ kind: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const when = (iso: string) => formatSiteTime(iso, 'seconds');

function numberParam(value: string | string[] | undefined) {
  const text = Array.isArray(value) ? value[0] : value;
  return recordId(text);
}

export default function RevisionsPage(props: Props) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <Suspense fallback={<p className="text-stone-600">Loading revisions…</p>}>
        <Revisions {...props} />
      </Suspense>
    </div>
  );
}

async function Revisions({ params, searchParams }: Props) {
  const { kind, id } = await params;
  await requireAdmin(`/admin/revisions/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`, 'content.read');
  const itemId = numberParam(id);
  if (!isContentKind(kind) || !itemId) notFound();
  const type = contentTypes[kind];
  const item = await contentRepository(type).findById(itemId);
  if (!item) notFound();
  const revisions = await listRevisions(kind, itemId);
  const query = await searchParams;
  const a = revisions.find((r) => r.id === numberParam(query.a));
  const b = revisions.find((r) => r.id === numberParam(query.b));
  const [older, newer] = a && b ? (a.id < b.id ? [a, b] : [b, a]) : [];
  const title = String(item[type.slug.from] ?? `#${itemId}`);
  // A date-time field's value as the admin shows every time: on the site clock, labelled.
  const fields: ContentTypeShape['fields'] = type.fields;
  const shown = (field: string, value: unknown) =>
    fields[field]?.input.type === 'datetime' && typeof value === 'string' ? formatSiteTime(value) : value;

  return (
    <>
      <header className="grid gap-2">
        <Link href={type.routes.admin} className="text-sm text-amber-800 hover:underline">
          ← {type.words.all}
        </Link>
        <p className="text-sm text-stone-600">{type.words.item}</p>
        <h1 className="font-display text-3xl font-bold break-words">Revisions of “{title}”</h1>
        {type.preview ? (
          <p>
            <a
              href={`/preview/${kind}/${itemId}`}
              target="_blank"
              rel="noopener"
              className="text-sm text-amber-800 hover:underline"
            >
              Preview the current version
            </a>
          </p>
        ) : null}
      </header>

      {older && newer ? (
        <section aria-labelledby="diff" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          <h2 id="diff" className="text-lg font-semibold">
            Changes from {when(older.createdAt)} to {when(newer.createdAt)}
          </h2>
          {changedFields(older.snapshot, newer.snapshot).length === 0 ? (
            <p className="mt-3 text-stone-600">The two revisions are the same.</p>
          ) : (
            <dl className="mt-4 grid gap-4">
              {changedFields(older.snapshot, newer.snapshot).map((field) => (
                <div key={field} className="grid gap-1" data-testid={`diff-${field}`}>
                  <dt className="font-medium text-stone-700">{field}</dt>
                  <dd>
                    <FieldDiff
                      before={shown(field, older.snapshot[field])}
                      after={shown(field, newer.snapshot[field])}
                    />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ) : null}

      <form method="get" className="grid gap-3">
        <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Revisions, newest first</caption>
            <thead className="bg-stone-50 text-stone-600">
              <tr>
                <th className="px-3 py-2 font-medium">Compare A</th>
                <th className="px-3 py-2 font-medium">Compare B</th>
                <th className="px-3 py-2 font-medium">When</th>
                <th className="px-3 py-2 font-medium">Who</th>
                <th className="px-3 py-2 font-medium">Changed</th>
                <th className="px-3 py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {revisions.map((r, i) => (
                <tr key={r.id} className="border-t border-stone-100 align-top" data-testid="revision-row">
                  <td className="px-3 py-2">
                    <input
                      type="radio"
                      name="a"
                      value={r.id}
                      defaultChecked={older ? older.id === r.id : i === 1}
                      aria-label={`Compare from the revision of ${when(r.createdAt)}`}
                    />
                  </td>
                  <td className="px-3 py-2">
                    <input
                      type="radio"
                      name="b"
                      value={r.id}
                      defaultChecked={newer ? newer.id === r.id : i === 0}
                      aria-label={`Compare to the revision of ${when(r.createdAt)}`}
                    />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={r.createdAt}>{when(r.createdAt)}</time>
                    {i === 0 ? <span className="ml-2 text-xs text-stone-500">(current)</span> : null}
                  </td>
                  <td className="px-3 py-2">{r.authorName ?? r.authorEmail ?? 'System'}</td>
                  <td className="px-3 py-2">
                    {i === revisions.length - 1 ? 'Created' : r.changed.length ? r.changed.join(', ') : 'Nothing'}
                  </td>
                  <td className="px-3 py-2 text-right">
                    {i === 0 ? null : (
                      <button
                        type="submit"
                        form={`restore-${r.id}`}
                        className="rounded-lg border border-stone-300 px-3 py-1 text-sm hover:bg-stone-50"
                        aria-label={`Restore the revision of ${when(r.createdAt)}`}
                      >
                        Restore
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {revisions.length > 1 ? (
          <button
            type="submit"
            className="justify-self-start rounded-lg bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800"
          >
            Compare selected
          </button>
        ) : null}
      </form>
      {/* The restore forms live outside the compare form (forms cannot nest); each button names its own. */}
      {revisions.slice(1).map((r) => (
        <RestoreForm key={r.id} kind={kind} item={itemId} revision={r.id} />
      ))}
    </>
  );
}

function RestoreForm({ kind, item, revision }: { kind: ContentKind; item: number; revision: number }) {
  return (
    <ActionForm action={restoreRevisionAction} id={`restore-${revision}`}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="item" value={item} />
      <input type="hidden" name="revision" value={revision} />
    </ActionForm>
  );
}
