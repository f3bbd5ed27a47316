import 'server-only';
import Link from 'next/link';
import { getAdminSession } from '@/server/auth/guard';
import { mailConfigured } from '@/server/mail/status';

/**
 * The admin's site-wide notice while e-mail is off (SMTP_URL unset): nothing the operator sends or
 * the site acknowledges leaves the server. Only for a signed-in admin: the layout also renders for
 * requests the guard then turns away.
 */
export async function MailOffBanner() {
  if (mailConfigured()) return null;
  const session = await getAdminSession();
  if (!session) return null;
  return (
    <div
      role="region"
      aria-label="E-mail is not set up"
      className="border-b border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 md:px-8"
    >
      <p>
        <strong>E-mail is not set up. Nothing is being sent</strong>: not your replies, not the acknowledgements to
        visitors, not the new-inquiry e-mails. New inquiries still arrive in{' '}
        <Link href="/admin/inquiries" className="font-medium underline">
          Inquiries
        </Link>
        ; answer them from your own mail app or WhatsApp (the buttons on each inquiry). To send from the site, your
        developer sets <code>SMTP_URL</code> (see the README).
      </p>
    </div>
  );
}
