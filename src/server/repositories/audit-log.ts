import 'server-only';
import type { Insertable } from 'kysely';
import { db } from '../db/client';
import type { AuditLogTable } from '../db/schema';

export type AuditEntry = Omit<Insertable<AuditLogTable>, 'id'>;

export async function insertAuditEntry(entry: AuditEntry) {
  await (await db()).insertInto('audit_log').values(entry).execute();
}

export type AuditFilter = { actor?: string; action?: string; from?: string; to?: string };

/** Newest first; `actor` and `action` match exactly, `from`/`to` are ISO instants. */
export async function listAuditEntries(filter: AuditFilter, { limit, offset }: { limit: number; offset: number }) {
  let query = (await db()).selectFrom('audit_log').selectAll();
  if (filter.actor) query = query.where('actor_email', '=', filter.actor);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.from) query = query.where('at', '>=', filter.from);
  if (filter.to) query = query.where('at', '<', filter.to);
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

/** The actions and actors that occur in the log, for the filter's choices. */
export async function auditChoices() {
  const database = await db();
  const [actions, actors] = await Promise.all([
    database.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
    database.selectFrom('audit_log').select('actor_email').distinct().orderBy('actor_email').execute(),
  ]);
  return { actions: actions.map((row) => row.action), actors: actors.map((row) => row.actor_email) };
}

/** Entries older than `before` go (retention; AUDIT_RETENTION_MONTHS). */
export async function deleteAuditEntriesBefore(before: string) {
  const result = await (await db()).deleteFrom('audit_log').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
