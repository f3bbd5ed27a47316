'use client';

import { TranslationBadges, type TranslationCoverage } from './translation-badges';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useState } from 'react';
import { AlertDialog, Dialog, DropdownMenu } from 'radix-ui';
import { History, MoreHorizontal, Pencil, Plus, Search, Trash2, X } from 'lucide-react';
import type { ActionResult } from '@/lib/action-result';
import { CONTENT_STATE_LABELS, contentState } from '@/lib/content-state';
import { contentTypes, type AdminRow, type AnyContentType, type ContentKind } from '@/lib/content-types';
import type { ListColumn } from '@/lib/content-types/define';
import { formatTime } from '@/lib/site-time';
import { deleteContentAction } from '@/server/actions/admin/content';
import { toast } from '@/components/ui/toast-store';
import { ContentForm } from './content-form';
import { HomeControls } from './home-controls';
import { Spinner } from './spinner';

const status = (on: unknown, yes: string, no: string) => (
  <span
    className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${on ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-200 text-stone-700'}`}
  >
    {on ? yes : no}
  </span>
);
const STATE_STYLES = {
  draft: 'bg-stone-200 text-stone-700',
  scheduled: 'bg-sky-100 text-sky-800',
  published: 'bg-emerald-100 text-emerald-800',
  expired: 'bg-amber-100 text-amber-900',
} as const;
const stateBadge = (label: string, state: keyof typeof STATE_STYLES) => (
  <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${STATE_STYLES[state]}`}>{label}</span>
);
const textOf = (value: unknown) => (typeof value === 'string' && value ? value : '—');

/**
 * One cell of the admin table, as the type's definition lists its columns; dates and times on the
 * site's clock (`timeZone`), a scheduled item with when it goes live.
 */
function cell(type: AnyContentType, column: ListColumn<string>, row: AdminRow, timeZone: string): React.ReactNode {
  switch (column.show) {
    case 'text':
      return textOf(row[column.field]);
    case 'date': {
      const iso = String(row[column.field]);
      return <time dateTime={iso}>{formatTime(iso, timeZone, 'date')}</time>;
    }
    case 'visibility':
      if (type.visibility === 'always') return null;
      // A type with a publishing window shows where the row is in it: Draft, Scheduled, Published, Expired.
      if ('publish_at' in type.fields && typeof row.is_published === 'boolean') {
        const state = contentState({
          is_published: row.is_published,
          publish_at: typeof row.publish_at === 'string' ? row.publish_at : null,
          unpublish_at: typeof row.unpublish_at === 'string' ? row.unpublish_at : null,
        });
        const label =
          state === 'scheduled'
            ? `Scheduled for ${formatTime(String(row.publish_at), timeZone, 'short')}`
            : CONTENT_STATE_LABELS[state];
        return stateBadge(label, state);
      }
      return status(row[type.visibility.field], type.visibility.shown, type.visibility.hidden);
    case 'home':
      return <HomeControls kind={type.kind as ContentKind} row={row} />;
    case 'translations':
      return (
        <TranslationBadges
          href={`${type.routes.admin}/${row.id}/translations`}
          coverage={(row.translations ?? {}) as TranslationCoverage}
        />
      );
  }
}

const rowName = (row: AdminRow) => String(row.title ?? row.name ?? `#${row.id}`);

const button =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:opacity-70';
const primaryButton = `${button} bg-amber-700 text-white hover:bg-amber-800`;
const secondaryButton = `${button} border border-stone-300 bg-white text-stone-800 hover:bg-stone-50`;
const dangerButton = `${button} bg-red-700 text-white hover:bg-red-800`;

export function ContentManager(props: {
  kind: ContentKind;
  rows: object[];
  total: number;
  page: number;
  pageCount: number;
  q: string;
  /** The site's time zone: the list's dates and times are on its clock. */
  timeZone: string;
  loadError?: string;
}) {
  const { kind, total, page, pageCount, q, timeZone, loadError } = props;
  const rows = props.rows as AdminRow[];
  const type = contentTypes[kind];
  const { words } = type;
  const path = type.routes.admin;
  const columns: readonly ListColumn<string>[] = type.translations.length
    ? [...type.columns, { header: 'Languages', show: 'translations' }]
    : type.columns;
  const [editing, setEditing] = useState<{ row: AdminRow | null; key: number } | null>(null);
  const router = useRouter();
  // Long content is edited on its own page (the definition's `editor: 'page'`), short content in the modal.
  const onPage = type.editor === 'page';
  // The editor goes back to this search and page after a save.
  const listQuery = new URLSearchParams({
    ...(q ? { q } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  }).toString();
  const editHref = (row: AdminRow) => `${path}/${row.id}/edit${listQuery ? `?${listQuery}` : ''}`;
  const [deleting, setDeleting] = useState<AdminRow | null>(null);
  // The toast is raised as soon as the answer arrives, not in an effect: the answer also refreshes
  // the table, without the row.
  const [, deleteAction, deletePending] = useActionState(
    async (previous: ActionResult | null, form: FormData): Promise<ActionResult | null> => {
      try {
        const result = await deleteContentAction(previous, form);
        if (result.ok) {
          toast({ title: words.deleted, variant: 'success' });
          setDeleting(null);
        } else {
          toast({ title: words.deleteError, description: result.message, variant: 'destructive' });
        }
        return result;
      } catch {
        toast({
          title: words.deleteError,
          description: 'The server could not be reached. Please try again.',
          variant: 'destructive',
        });
        return previous;
      }
    },
    null,
  );

  // Back from the full-page editor: the toast is raised (list-screen.tsx); a reload should not raise it again.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('saved')) return;
    url.searchParams.delete('saved');
    url.searchParams.delete('id');
    window.history.replaceState(window.history.state, '', url);
  }, []);

  useEffect(() => {
    if (loadError) toast({ title: words.fetchError, description: loadError, variant: 'destructive' });
  }, [loadError, words.fetchError]);

  const pageHref = (target: number) => {
    const params = new URLSearchParams({ ...(q ? { q } : {}), ...(target > 1 ? { page: String(target) } : {}) });
    const query = params.toString();
    return `${path}${query ? `?${query}` : ''}`;
  };

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl font-bold">{words.heading}</h1>
        {onPage ? (
          <Link href={`${path}/new`} className={primaryButton}>
            <Plus aria-hidden className="size-4" />
            {words.addLabel}
          </Link>
        ) : (
          <>
            <button
              type="button"
              className={`${primaryButton} ${NO_SCRIPT_HIDDEN}`}
              onClick={() => setEditing({ row: null, key: Date.now() })}
            >
              <Plus aria-hidden className="size-4" />
              {words.addLabel}
            </button>
            {/* Without JavaScript the modal cannot open: the same form as a page. */}
            <noscript>
              <Link href={`${path}/new`} className={primaryButton}>
                <Plus aria-hidden className="size-4" />
                {words.addLabel}
              </Link>
            </noscript>
          </>
        )}
      </div>

      <form role="search" action={path} className="mt-6 flex max-w-md gap-2">
        <label htmlFor={`search-${kind}`} className="sr-only">
          {words.searchLabel}
        </label>
        <input
          id={`search-${kind}`}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          placeholder={words.searchLabel}
          className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm outline-none focus:border-amber-600 focus:ring-2 focus:ring-amber-600/30"
        />
        <button type="submit" className={secondaryButton} aria-label="Search">
          <Search aria-hidden className="size-4" />
        </button>
      </form>

      {loadError ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {words.fetchError}: {loadError}
        </p>
      ) : rows.length === 0 && total > 0 ? (
        // Past the last page (an old link, or rows deleted since): the table is not empty, so the
        // empty-table message would be wrong; point back to the rows instead.
        <p className="mt-6 rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">
          No rows on this page: there {pageCount === 1 ? 'is only 1 page' : `are only ${pageCount} pages`}.{' '}
          <Link href={pageHref(1)} className="font-medium text-amber-800 underline hover:text-amber-900">
            Go to page 1
          </Link>
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">
          {q ? `Nothing matches "${q}".` : words.empty}
        </p>
      ) : (
        <>
          {/* Below lg the table does not fit beside the sidebar: one card per row, its name opening the editor. */}
          <ul aria-label={words.nav} className="mt-6 grid gap-3 lg:hidden">
            {rows.map((row) => (
              <li
                key={row.id}
                className="flex items-start justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
              >
                <div className="grid min-w-0 gap-1">
                  <Link
                    href={editHref(row)}
                    className="font-semibold break-words text-stone-900 hover:text-amber-800 hover:underline"
                  >
                    {cell(type, columns[0]!, row, timeZone)}
                  </Link>
                  <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
                    {columns.slice(1).map((column) => (
                      <div key={column.header} className="flex items-center gap-1.5">
                        <dt className="text-stone-500">{column.header}</dt>
                        <dd>{cell(type, column, row, timeZone)}</dd>
                      </div>
                    ))}
                  </dl>
                  <noscript>
                    <RowLinks name={rowName(row)} edit={editHref(row)} kind={kind} id={row.id} path={path} />
                  </noscript>
                </div>
                <RowActions
                  name={rowName(row)}
                  revisions={`/admin/revisions/${kind}/${row.id}`}
                  onEdit={() => (onPage ? router.push(editHref(row)) : setEditing({ row, key: Date.now() }))}
                  onDelete={() => setDeleting(row)}
                />
              </li>
            ))}
          </ul>
          <div className="mt-6 hidden overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm lg:block">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-stone-200 bg-stone-50 text-xs tracking-wide text-stone-600 uppercase">
                <tr>
                  {columns.map((column) => (
                    <th key={column.header} scope="col" className="px-4 py-3 font-semibold">
                      {column.header}
                    </th>
                  ))}
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {rows.map((row) => (
                  <tr key={row.id} className="hover:bg-stone-50">
                    {columns.map((column, i) => (
                      <td
                        key={column.header}
                        className={`px-4 py-3 ${i === 0 ? 'font-medium text-stone-900' : 'text-stone-700'}`}
                      >
                        {i === 0 ? (
                          // The row's name opens its editor as a page: an entry point that needs no JavaScript.
                          <Link href={editHref(row)} className="hover:text-amber-800 hover:underline">
                            {cell(type, column, row, timeZone)}
                          </Link>
                        ) : (
                          cell(type, column, row, timeZone)
                        )}
                      </td>
                    ))}
                    <td className="px-4 py-2 text-right">
                      <RowActions
                        name={rowName(row)}
                        revisions={`/admin/revisions/${kind}/${row.id}`}
                        onEdit={() => (onPage ? router.push(editHref(row)) : setEditing({ row, key: Date.now() }))}
                        onDelete={() => setDeleting(row)}
                      />
                      {/* Without JavaScript the menu cannot open: its entries as plain links. */}
                      <noscript>
                        <RowLinks name={rowName(row)} edit={editHref(row)} kind={kind} id={row.id} path={path} />
                      </noscript>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {pageCount > 1 && page <= pageCount ? (
        <nav aria-label="Pagination" className="mt-4 flex items-center justify-between text-sm text-stone-600">
          <span>
            Page {page} of {pageCount} · {total} in all
          </span>
          <span className="flex gap-2">
            {page > 1 ? (
              <Link className={secondaryButton} href={pageHref(page - 1)} rel="prev">
                Previous
              </Link>
            ) : null}
            {page < pageCount ? (
              <Link className={secondaryButton} href={pageHref(page + 1)} rel="next">
                Next
              </Link>
            ) : null}
          </span>
        </nav>
      ) : null}

      <Dialog.Root open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed top-1/2 left-1/2 z-50 flex max-h-[92dvh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white text-stone-900 shadow-2xl sm:max-w-[625px]"
          >
            <div className="flex items-center justify-between border-b border-stone-200 px-6 py-4">
              <Dialog.Title className="font-display text-xl font-semibold">
                {editing?.row ? `Edit ${words.noun}` : words.addLabel}
              </Dialog.Title>
              <Dialog.Close className="rounded p-1 text-stone-500 hover:text-stone-900" aria-label="Close">
                <X aria-hidden className="size-5" />
              </Dialog.Close>
            </div>
            {editing ? (
              <ContentForm
                key={editing.key}
                kind={kind}
                row={editing.row}
                timeZone={timeZone}
                onSaved={() => setEditing(null)}
              />
            ) : null}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <AlertDialog.Root open={deleting !== null} onOpenChange={(open) => !open && !deletePending && setDeleting(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-stone-900 shadow-2xl">
            <AlertDialog.Title className="font-display text-xl font-semibold">Are you sure?</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-stone-600">
              This permanently deletes &ldquo;{deleting ? rowName(deleting) : ''}&rdquo;. It cannot be undone.
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-3">
              <AlertDialog.Cancel className={secondaryButton} disabled={deletePending}>
                Cancel
              </AlertDialog.Cancel>
              <form action={deleteAction}>
                <input type="hidden" name="kind" value={kind} />
                <input type="hidden" name="id" value={deleting?.id ?? ''} />
                <button type="submit" className={dangerButton} disabled={deletePending}>
                  {deletePending ? <Spinner label="Deleting…" className="size-4" /> : null}
                  Delete
                </button>
              </form>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}

/** Controls that need JavaScript are hidden from a browser without it (a <noscript> link stands in). */
const NO_SCRIPT_HIDDEN = '[@media(scripting:none)]:hidden';

/** The row menu's entries as plain links, for a browser without JavaScript. */
function RowLinks({
  name,
  edit,
  kind,
  id,
  path,
}: {
  name: string;
  edit: string;
  kind: string;
  id: number;
  path: string;
}) {
  return (
    <span className="inline-flex gap-3 text-sm">
      <Link href={edit} className="font-medium text-amber-800 underline">
        Edit<span className="sr-only"> {name}</span>
      </Link>
      <Link href={`/admin/revisions/${kind}/${id}`} className="font-medium text-amber-800 underline">
        Revisions<span className="sr-only"> of {name}</span>
      </Link>
      <Link href={`${path}/${id}/delete`} className="font-medium text-red-700 underline">
        Delete<span className="sr-only"> {name}</span>
      </Link>
    </span>
  );
}

function RowActions({
  name,
  revisions,
  onEdit,
  onDelete,
}: {
  name: string;
  revisions: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Actions for ${name}`}
        className={`${NO_SCRIPT_HIDDEN} rounded-lg p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-amber-600`}
      >
        <MoreHorizontal aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-30 min-w-36 rounded-lg border border-stone-200 bg-white p-1 text-sm text-stone-800 shadow-lg"
        >
          <DropdownMenu.Item
            onSelect={onEdit}
            className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 outline-none data-[highlighted]:bg-stone-100"
          >
            <Pencil aria-hidden className="size-4" /> Edit
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link
              href={revisions}
              className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 outline-none data-[highlighted]:bg-stone-100"
            >
              <History aria-hidden className="size-4" /> Revisions
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={onDelete}
            className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-red-700 outline-none data-[highlighted]:bg-red-50"
          >
            <Trash2 aria-hidden className="size-4" /> Delete
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
