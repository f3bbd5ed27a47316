import type { Kysely } from 'kysely';
import { isSqlite } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * When an admin last pressed 'Retry' on a failed inquiry. The outbox retries temporary failures for a
 * day; that day runs from here when set (else from created_at), so a retried old inquiry gets a
 * fresh day instead of failing for good at its first temporary error.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('inquiries')
    .addColumn('retried_at', isSqlite(db) ? 'text' : 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable('inquiries').dropColumn('retried_at').execute();
}
