import 'server-only';
import { notFound } from 'next/navigation';
import { seesOwnOfficesOnly } from '@/lib/roles';
import type { AdminSession } from '../auth/guard';
import { recordAudit } from '../audit';
import { db } from '../db/client';
import type { LeadScope } from '../repositories/inquiries';

/**
 * Which leads an account sees (docs/decisions/143-lead-offices-and-assignment.md): an agent only
 * its offices' leads, every other role that may work leads all of them. Every lead page, action and
 * route checks a lead through here; another office's lead is as if it did not exist (404), and the
 * attempt is in the audit log.
 */
export function leadScope(session: AdminSession): LeadScope {
  return {
    userId: session.user.id,
    offices: seesOwnOfficesOnly(session.user.role) ? session.user.offices : null,
  };
}

/** Whether the office is one the scope sees. */
export function officeInScope(scope: LeadScope, office: string) {
  return scope.offices === null || scope.offices.includes(office);
}

/** What an id names: an inquiry, or an e-mail of the outbox that belongs (or not) to one. */
export type LeadSubject = 'inquiry' | 'mail message';

/**
 * Whether the session may see the lead that `id` names. Unknown ids pass (the action answers them
 * as it always did); a lead of another office, or an e-mail of one, does not.
 */
export async function leadAllowed(session: AdminSession, subject: LeadSubject, id: number) {
  const scope = leadScope(session);
  if (scope.offices === null) return true;
  const database = await db();
  const inquiryId =
    subject === 'inquiry'
      ? id
      : (await database.selectFrom('mail_messages').select('inquiry_id').where('id', '=', id).executeTakeFirst())
          ?.inquiry_id;
  // An e-mail with no lead (an alert, an invitation) is nobody's office's: only all-office roles.
  if (inquiryId === undefined) return subject === 'inquiry';
  if (inquiryId === null) return false;
  const lead = await database.selectFrom('inquiries').select('office').where('id', '=', inquiryId).executeTakeFirst();
  return lead === undefined || officeInScope(scope, lead.office);
}

/**
 * For lead pages: the lead's office is the session's, or the page is a 404 (and the audit log says
 * who tried). `what` names the page in the log.
 */
export async function requireLeadInScope(session: AdminSession, id: number, what = 'view inquiry') {
  if (await leadAllowed(session, 'inquiry', id)) return;
  await recordAudit({ actor: session.user, action: what, outcome: 'denied', subject: String(id) });
  notFound();
}

/** Thrown by a route handler for a lead the session does not see: adminRoute answers 404, denied in the log. */
export class LeadOutOfScope extends Error {
  constructor() {
    super('The lead belongs to an office the account does not see');
    this.name = 'LeadOutOfScope';
  }
}
