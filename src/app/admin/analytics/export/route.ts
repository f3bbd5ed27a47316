import { adminRoute } from '@/server/actions/admin-action';
import { csvCell } from '@/server/inquiries/inbox';
import { funnel, parsePeriod, table, TABLES, type TableName } from '@/server/analytics/report';

/** CSV of one table of the audience dashboard (`?table=&range=`), up to 1,000 rows (decision 147). */
export const GET = adminRoute(
  async (request) => {
    const params = new URL(request.url).searchParams;
    const period = parsePeriod(params);
    const name = params.get('table') ?? 'pages';
    let header: string[];
    let rows: (string | number)[][];
    if (name === 'funnel-channels' || name === 'funnel-campaigns') {
      header = [name === 'funnel-channels' ? 'channel' : 'campaign', 'visitors', 'forms opened', 'inquiries', 'won'];
      rows = (await funnel(period, name === 'funnel-channels' ? 'channel' : 'campaign')).map((r) => [
        r.value,
        r.visitors,
        r.forms,
        r.inquiries,
        r.won,
      ]);
    } else if ((TABLES as readonly string[]).includes(name)) {
      header = ['value', 'views', 'visitors'];
      rows = (await table(name as TableName, period, 1000)).map((r) => [r.value, r.views, r.visitors]);
    } else {
      return new Response('Unknown table.\n', {
        status: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    }
    const body = [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
    return new Response(`\uFEFF${body}\r\n`, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="audience-${name}-${period.from}-${period.to}.csv"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
  { name: 'audience export', permission: 'analytics' },
);
