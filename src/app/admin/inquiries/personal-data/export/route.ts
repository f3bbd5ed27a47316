import { personalDataForm } from '@/lib/schemas/leads';
import { readSiteSettings } from '@/server/repositories/site-settings';
import { adminRoute, privateJson } from '@/server/actions/admin-action';
import { csvCell } from '@/server/inquiries/inbox';
import { personalDataReport } from '@/server/inquiries/personal-data-report';
import { logEvent } from '@/server/log';
import { personalData } from '@/server/repositories/leads';

/**
 * Everything held about one e-mail address, for the person who asked (a subject access request):
 * `?email=&format=json|csv|html`. JSON and CSV are files for machines; `html` is the readable
 * report, shown in the browser to read and print (`&download=1` saves it as a file). Admins only;
 * never cached. Files sent with the inquiries (CVs) are listed (name, type, size, checksum), not
 * inlined: the admin downloads each from its inquiry.
 */
export const GET = adminRoute(
  async (request, { session }) => {
    const url = new URL(request.url);
    const parsed = personalDataForm.safeParse({ email: url.searchParams.get('email') ?? '' });
    if (!parsed.success) return privateJson({ error: 'Enter an e-mail address.' }, 400);
    const asked = url.searchParams.get('format');
    const format = asked === 'csv' || asked === 'html' ? asked : 'json';
    const held = await personalData(parsed.data.email);
    logEvent('personal_data.exported', { by: session.user.email, format, inquiries: held.inquiries.length });
    const file = `personal-data-${new Date().toISOString().slice(0, 10)}.${format}`;
    const headers = {
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="${file}"`,
    };
    if (format === 'html') {
      return new Response(personalDataReport(held, await readSiteSettings()), {
        headers: {
          ...headers,
          'content-type': 'text/html; charset=utf-8',
          'content-disposition': url.searchParams.get('download') === '1' ? `attachment; filename="${file}"` : 'inline',
          // The report is data, not an app: nothing in it may run or load from elsewhere.
          'content-security-policy':
            "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
        },
      });
    }
    if (format === 'json') {
      return new Response(JSON.stringify(held, null, 2), {
        headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
      });
    }
    // One line per stored record: which table, its id, when, where it holds the address, and the record itself.
    const lines = [['table', 'id', 'created_at', 'matched', 'record'].map(csvCell).join(',')];
    for (const [table, rows] of [
      ['inquiries', held.inquiries],
      ['inquiry_events', held.events],
      ['mail_messages', held.messages],
      ['inquiry_attachments', held.attachments],
    ] as const) {
      for (const row of rows) {
        const matched = held.matches
          .filter((m) => m.table === table && m.id === row.id)
          .map((m) => `${m.where}: ${m.address}`)
          .join('; ');
        lines.push([table, row.id, row.created_at, matched, JSON.stringify(row)].map(csvCell).join(','));
      }
    }
    return new Response(`\uFEFF${lines.join('\r\n')}\r\n`, {
      headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
    });
  },
  { name: 'personal data export', permission: 'personal-data' },
);
