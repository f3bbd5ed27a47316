import { adminRoute } from '@/server/actions/admin-action';
import { parseAuditQuery } from '@/server/audit-query';
import { csvCell } from '@/server/inquiries/inbox';
import { listAuditEntries } from '@/server/repositories/audit-log';

const HEADER = ['at', 'actor_email', 'action', 'subject', 'outcome', 'ip'] as const;
const BATCH = 1000;

/** The audit log with the page's filter as CSV (Owner only), read in batches. */
export const GET = adminRoute(
  async (request) => {
    const { filter } = parseAuditQuery(new URL(request.url).searchParams);
    const encoder = new TextEncoder();
    let offset = 0;
    let headerSent = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(`\uFEFF${HEADER.map(csvCell).join(',')}\r\n`));
          return;
        }
        const rows = await listAuditEntries(filter, { limit: BATCH, offset });
        offset += rows.length;
        if (rows.length) {
          const lines = rows.map((row) => HEADER.map((key) => csvCell(row[key])).join(','));
          controller.enqueue(encoder.encode(`${lines.join('\r\n')}\r\n`));
        }
        if (rows.length < BATCH) controller.close();
      },
    });
    return new Response(body, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
  { name: 'audit log export', permission: 'accounts' },
);
