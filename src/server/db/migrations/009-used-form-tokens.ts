import type { Kysely } from 'kysely';
import { isSqlite } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * Form tokens already spent on an inquiry (docs/decisions/115-acknowledgement-without-visitor-text.md):
 * a token is single-use across every instance sharing the database. A row is kept until the token
 * would have expired anyway, with the inquiry it created (null while that inquiry is being stored).
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('used_form_tokens')
    .addColumn('token', 'text', (c: any) => c.primaryKey())
    .addColumn('inquiry_id', 'integer')
    .addColumn('expires_at', isSqlite(db) ? 'text' : 'timestamptz', (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('used_form_tokens_expires').on('used_form_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('used_form_tokens').ifExists().execute();
}
