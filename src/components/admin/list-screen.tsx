import 'server-only';
import { Suspense } from 'react';
import { contentWords, type ContentKind } from '@/lib/admin-content';
import { requireAdmin } from '@/server/auth/guard';
import { ContentManager, type ListPage } from './content-manager';
import { ScreenSpinner } from './spinner';

export type AdminSearchParams = Promise<Record<string, string | string[] | undefined>>;
type Loader = (request: { page: number; pageSize: number; q?: string }) => Promise<ListPage>;

const PAGE_SIZE = 20;

function one(value: string | string[] | undefined) {
  return Array.isArray(value) ? value[0] : value;
}

/** One admin table screen: guard, read `?page=&q=`, load a page of rows, hand them to the client manager. */
export function AdminListScreen(props: { kind: ContentKind; searchParams: AdminSearchParams; load: Loader }) {
  return (
    <Suspense fallback={<ScreenSpinner />}>
      <ListScreenContent {...props} />
    </Suspense>
  );
}

async function ListScreenContent({
  kind,
  searchParams,
  load,
}: {
  kind: ContentKind;
  searchParams: AdminSearchParams;
  load: Loader;
}) {
  const params = await searchParams;
  const q = (one(params.q) ?? '').trim().slice(0, 100);
  const page = Math.max(1, Math.min(100_000, Math.floor(Number(one(params.page))) || 1));
  const query = new URLSearchParams({ ...(q ? { q } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString();
  await requireAdmin(`${contentWords[kind].path}${query ? `?${query}` : ''}`);
  let data: ListPage | null = null;
  let loadError: string | undefined;
  try {
    data = await load({ page, pageSize: PAGE_SIZE, q: q || undefined });
  } catch (error) {
    console.error(`[admin] listing ${kind} failed`, error);
    loadError = 'The database did not answer. Please reload the page.';
  }
  return (
    <ContentManager
      kind={kind}
      rows={data?.items ?? []}
      total={data?.total ?? 0}
      page={data?.page ?? page}
      pageCount={data?.pageCount ?? 1}
      q={q}
      loadError={loadError}
    />
  );
}
