import type { Kysely } from 'kysely';
import { isSqlite } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * Postponed with a new date (docs/decisions/140-events.md, amended): an event's original start, an
 * instant in UTC, kept when it moves to a new date (its start and end then hold the new date).
 * Existing events have none.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('events')
    .addColumn('original_starts_at', isSqlite(db) ? 'text' : 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable('events').dropColumn('original_starts_at').execute();
}
