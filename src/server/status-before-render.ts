import 'server-only';
import { can } from '@/lib/roles';
import { hashInvitationToken, looksLikeInvitationToken } from './auth/invitations';
import { peekSession } from './auth/session';
import { leadScope, officeInScope } from './inquiries/scope';
import { findInquiryById } from './repositories/inquiries';
import { findInvitationByTokenHash, invitationState } from './repositories/invitations';
import { findSavedPreviewItem } from './preview/item';
import { findPreview } from './repositories/previews';
import { recordId } from '@/lib/record-id';

/*
 * The HTTP status of pages whose answer depends on the request, decided by src/proxy.ts before the
 * page renders (docs/decisions/152-account-profiles-and-authors.md). With cacheComponents a page's
 * own notFound()/forbidden() runs after the shell has been sent with 200, even on a blocking route
 * (Next's "The HTTP contract"); Next's answer is to check in Proxy. The pages still make the same
 * checks, show their content and write the audit log: this only names the status (server/index.mjs
 * applies it, as for the public not-found pages, decision 070). 200 means "leave it".
 */

/** `/admin/inquiries/<id>`: 403 for a role without leads, 404 for an unknown lead or another office's. */
export async function leadPageStatus(sessionToken: string | undefined, id: string): Promise<number> {
  const session = await peekSession(sessionToken);
  if (!session) return 200; // the proxy sends it to sign in; the guard decides
  if (!can(session.user.role, 'leads')) return 403;
  const numericId = recordId(id);
  const lead = numericId === undefined ? undefined : await findInquiryById(numericId);
  // The same rule as leadAllowed(), on the row just read rather than a second read of its office.
  return lead && officeInScope(leadScope(session), lead.office) ? 200 : 404;
}

/** `/admin-login/invite/<token>`: 404 for a link that names no invitation, 410 for one used, withdrawn or expired. */
export async function invitationPageStatus(token: string): Promise<number> {
  if (!looksLikeInvitationToken(token)) return 404;
  const invitation = await findInvitationByTokenHash(hashInvitationToken(token));
  if (!invitation) return 404;
  return invitationState(invitation) === 'open' ? 200 : 410;
}

/**
 * `/preview/<kind>/<id>` (a saved item) and `/preview/t/<token>` (an unsaved edit): 404 for an
 * unknown type or item, and for a token that names no preview or one past its 30 minutes. The proxy
 * asks only for a live session, which it has just read; every role may read content.
 */
export async function previewPageStatus(pathname: string): Promise<number> {
  const [first = '', second, ...rest] = pathname.slice('/preview/'.length).split('/');
  if (second === undefined || rest.length > 0) return 200; // not a preview page: Next's own 404
  if (first === 't') return (await findPreview(second)) ? 200 : 404;
  return (await findSavedPreviewItem(first, second)) ? 200 : 404;
}
