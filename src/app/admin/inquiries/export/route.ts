import { AdminAuthError, assertAdmin } from '@/server/auth/guard';
import { csvStream, parseInboxQuery } from '@/server/inquiries/inbox';
import { iterateInquiries } from '@/server/repositories/inquiries';

/** CSV export of the inbox with its current filter (`?kind=&state=&handled=`). Admins only. */
export async function GET(request: Request) {
  try {
    await assertAdmin();
  } catch (error) {
    if (error instanceof AdminAuthError) {
      return new Response('Not signed in', { status: 401, headers: { 'cache-control': 'no-store' } });
    }
    throw error;
  }
  const { filter } = parseInboxQuery(new URL(request.url).searchParams);
  const name = ['inquiries', filter.kind, filter.state, filter.handled, new Date().toISOString().slice(0, 10)]
    .filter(Boolean)
    .join('-');
  return new Response(csvStream(iterateInquiries(filter)), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}.csv"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
