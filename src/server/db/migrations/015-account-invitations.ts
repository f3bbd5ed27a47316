import type { Kysely } from 'kysely';
import { isSqlite } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * Invitations to the admin (docs/decisions/138-accounts-and-invitations.md): the Owner invites an
 * e-mail with a role; the link's token is stored only as its SHA-256, good once and for 48 hours.
 */
export async function up(db: Kysely<any>) {
  const sqlite = isSqlite(db);
  const ts = sqlite ? 'text' : 'timestamptz';
  const table = db.schema.createTable('account_invitations');
  await (
    sqlite
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
  )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.references('admin_users.id').onDelete('set null'))
    .addColumn('mail_message_id', 'integer')
    .addColumn('account_id', 'integer', (c) => c.references('admin_users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('accepted_at', ts)
    .addColumn('revoked_at', ts)
    .execute();
  await db.schema.createIndex('account_invitations_email').on('account_invitations').column('email').execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('account_invitations').execute();
}
