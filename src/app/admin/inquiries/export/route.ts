import { adminRoute } from '@/server/actions/admin-action';
import { csvStream, parseInboxQuery } from '@/server/inquiries/inbox';
import { leadScope } from '@/server/inquiries/scope';
import { iterateInquiries } from '@/server/repositories/inquiries';

/** CSV export of the inbox with its current filter (`?kind=&state=&handled=`). Admins only. */
export const GET = adminRoute(
  async (request, { session }) => {
    const { filter } = parseInboxQuery(new URL(request.url).searchParams);
    const name = [
      'inquiries',
      filter.kind,
      filter.state,
      filter.handled,
      filter.status,
      new Date().toISOString().slice(0, 10),
    ]
      .filter(Boolean)
      .join('-');
    return new Response(csvStream(iterateInquiries(filter, 500, leadScope(session))), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${name}.csv"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
  { name: 'inquiry export', permission: 'personal-data' },
);
