import type { Kysely } from 'kysely';
import { isSqlite } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */

/**
 * Roles on accounts and the audit log (docs/decisions/137-roles-and-audit-log.md). The account that
 * exists today is the Owner. The log keeps who did what, when and from where: never a secret or a
 * message body.
 */
export async function up(db: Kysely<any>) {
  const sqlite = isSqlite(db);
  const ts = sqlite ? 'text' : 'timestamptz';
  await db.schema
    .alterTable('admin_users')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('owner'))
    .execute();
  await db.schema.alterTable('admin_users').addColumn('deactivated_at', ts).execute();

  const table = db.schema.createTable('audit_log');
  await (
    sqlite
      ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
  )
    .addColumn('at', ts, (col) => col.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('ip', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'at']).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.alterTable('admin_users').dropColumn('deactivated_at').execute();
  await db.schema.alterTable('admin_users').dropColumn('role').execute();
}
