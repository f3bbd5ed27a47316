import type { Kysely } from 'kysely';
import { isSqlite } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * The admin's optional second factor (docs/decisions/066-admin-account-and-second-factor.md):
 *  - admin_users.totp_secret: the base32 TOTP secret, set while setting up and kept once confirmed;
 *    totp_enabled_at says it is on; totp_last_step is the last time step accepted (no code twice).
 *  - admin_recovery_codes: single-use codes, SHA-256 only.
 *  - sign_in_challenges: a password that was right and now waits for its code (SHA-256 of the
 *    cookie value, expiry, wrong codes so far).
 */
export async function up(db: Kysely<any>) {
  const ts = isSqlite(db) ? 'text' : 'timestamptz';
  await db.schema.alterTable('admin_users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('admin_users').addColumn('totp_enabled_at', ts).execute();
  await db.schema.alterTable('admin_users').addColumn('totp_last_step', 'integer').execute();

  const withId = (table: ReturnType<typeof db.schema.createTable>) =>
    isSqlite(db)
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity());
  await withId(db.schema.createTable('admin_recovery_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('used_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sign_in_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('sign_in_challenges').ifExists().execute();
  await db.schema.dropTable('admin_recovery_codes').ifExists().execute();
  await db.schema.alterTable('admin_users').dropColumn('totp_last_step').execute();
  await db.schema.alterTable('admin_users').dropColumn('totp_enabled_at').execute();
  await db.schema.alterTable('admin_users').dropColumn('totp_secret').execute();
}
