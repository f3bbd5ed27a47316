import 'server-only';
import { insertAuditEntry, type AuditEntry } from './repositories/audit-log';
import { nowIso } from './repositories/shared';
import { clientIp } from './security/client-ip';
import { logError } from './log';

/**
 * The audit log (docs/decisions/137-roles-and-audit-log.md): every state-changing admin request,
 * every refusal by role and every sign-in attempt, with who, when, from which address and what it
 * was done to. Admin actions and route handlers record themselves (src/server/actions/admin-action.ts);
 * the subject is built from ids and kinds only, never from what was typed.
 */
export async function recordAudit(entry: {
  actor: { id: number; email: string } | null;
  action: string;
  outcome: AuditEntry['outcome'];
  subject?: string;
}) {
  try {
    await insertAuditEntry({
      at: nowIso(),
      actor_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? '',
      action: entry.action,
      outcome: entry.outcome,
      subject: (entry.subject ?? '').slice(0, 200),
      ip: await clientIp().catch(() => ''),
    });
  } catch (error) {
    // The log must not turn a done action into a failed one; a missing entry is logged instead.
    logError('audit entry not written', error);
  }
}

/** What an admin form was about: its kind and id (or slug), never its free text. */
export function subjectOf(input: unknown): string {
  if (!input || typeof input !== 'object') return '';
  const record = input as Record<string, unknown>;
  const parts = [
    'kind',
    'id',
    'inquiryId',
    'uploadId',
    'revisionId',
    'invitationId',
    'slug',
    'status',
    'role',
    'assignee',
  ]
    .map((key) => record[key])
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .map(String);
  return parts.join(' ');
}
