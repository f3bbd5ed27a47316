import { adminRoute, privateJson } from '@/server/actions/admin-action';
import { leadAllowed, LeadOutOfScope } from '@/server/inquiries/scope';
import { logEvent } from '@/server/log';
import { findInquiryAttachment } from '@/server/repositories/inquiry-attachments';

/**
 * A file a visitor sent with an inquiry (an application's CV), for the signed-in admin only: the
 * proxy sends anyone else to the sign-in page and the guard answers 401. Always a download
 * (attachment, nosniff, a sandboxing CSP), never shown in the admin's own origin, never cached.
 */
export const GET = adminRoute(
  async (request, { session }) => {
    const match = /\/admin\/inquiries\/(\d{1,12})\/files\/(\d{1,12})$/.exec(new URL(request.url).pathname);
    if (match && !(await leadAllowed(session, 'inquiry', Number(match[1])))) throw new LeadOutOfScope();
    const file = match ? await findInquiryAttachment(Number(match[1]), Number(match[2])) : undefined;
    if (!file) return privateJson({ error: 'No such file.' }, 404);
    logEvent('inquiry.file_downloaded', { by: session.user.email, inquiryId: file.inquiry_id, fileId: file.id });
    const ascii = file.file_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        'content-type': file.content_type,
        'content-length': String(file.bytes.length),
        'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'private, no-store',
      },
    });
  },
  { name: 'inquiry file download', permission: 'leads' },
);
