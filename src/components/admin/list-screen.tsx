import 'server-only';
import { contentTypes, publicAddress, viewAction, type ContentKind } from '@/lib/content-types';
import { requireAdmin } from '@/server/auth/guard';
import { contentRepository, type ContentRow } from '@/server/repositories/content';
import { translationRepository } from '@/server/repositories/translations';
import type { Page } from '@/server/repositories/shared';
import { ToastOnArrival } from '@/components/site/toast-on-arrival';
import { rowId, savedNote } from '@/server/content-types';
import { siteTimeZone } from '@/server/site-time';
import { logError } from '@/server/log';
import { ContentManager } from './content-manager';

export type AdminSearchParams = Promise<Record<string, string | string[] | undefined>>;

const PAGE_SIZE = 20;

function one(value: string | string[] | undefined) {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * One admin table screen, as the type's definition describes it: guard, read `?page=&q=`, load a
 * page of rows with the generic content repository, hand them to the client manager.
 */
export function AdminListScreen(props: { kind: ContentKind; searchParams: AdminSearchParams }) {
  return <ListScreenContent {...props} />;
}

async function ListScreenContent({ kind, searchParams }: { kind: ContentKind; searchParams: AdminSearchParams }) {
  const params = await searchParams;
  const q = (one(params.q) ?? '').trim().slice(0, 100);
  // The full-page editor comes back here after a save (`?saved=created|updated&id=<row>`), with the modal's toast.
  const saved = one(params.saved);
  const words = contentTypes[kind].words;
  const savedToast = saved === 'created' ? words.created : saved === 'updated' ? words.updated : null;
  const savedId = rowId.safeParse(one(params.id) ?? '');
  const page = Math.max(1, Math.min(100_000, Math.floor(Number(one(params.page))) || 1));
  const query = new URLSearchParams({ ...(q ? { q } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString();
  await requireAdmin(`${contentTypes[kind].routes.admin}${query ? `?${query}` : ''}`, 'content.read');
  // "View" beside the toast: the saved row's public page, and when a scheduled one goes live, looked
  // up (never taken from the address).
  const savedRow =
    savedToast && savedId.success ? await contentRepository(contentTypes[kind]).findById(savedId.data) : undefined;
  const view = savedRow ? publicAddress(contentTypes[kind], savedRow) : null;
  const note = savedRow ? savedNote(savedRow) : undefined;
  let data: Page<ContentRow> | null = null;
  let loadError: string | undefined;
  try {
    data = await contentRepository(contentTypes[kind]).listForAdmin({ page, pageSize: PAGE_SIZE, q: q || undefined });
    // Which translations each row has (decision 162): the list's Languages column.
    if (contentTypes[kind].translations.length && data.items.length) {
      const coverage = await translationRepository(contentTypes[kind]).coverage(data.items.map((row) => row.id));
      data = { ...data, items: data.items.map((row) => ({ ...row, translations: coverage.get(row.id) ?? {} })) };
    }
  } catch (error) {
    logError('admin.list.failed', error, { kind });
    loadError = 'The database did not answer. Please reload the page.';
  }
  return (
    <>
      {/* Only while the saved row exists: a later refresh of this address (its delete, say) must not
          raise the save's toast again over the new one. */}
      {savedToast && savedRow ? (
        <>
          <ToastOnArrival
            title={savedToast}
            description={note}
            variant="success"
            action={view ? viewAction(view) : undefined}
          />
          <noscript>
            <p role="status" className="mx-auto mb-4 max-w-6xl rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
              {savedToast}
              {note ? ` ${note}` : null}
              {view ? (
                <>
                  {' '}
                  <a href={view} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
                    View<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </>
              ) : null}
            </p>
          </noscript>
        </>
      ) : null}
      <ContentManager
        kind={kind}
        rows={data?.items ?? []}
        total={data?.total ?? 0}
        page={data?.page ?? page}
        pageCount={data?.pageCount ?? 1}
        q={q}
        timeZone={siteTimeZone()}
        loadError={loadError}
      />
    </>
  );
}
