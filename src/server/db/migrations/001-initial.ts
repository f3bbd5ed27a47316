import { type Kysely, type CreateTableBuilder } from 'kysely';
import { isSqlite } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not depend on today's types */
type AnyDb = Kysely<any>;

function withId(db: AnyDb, table: CreateTableBuilder<string, never>) {
  return isSqlite(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity());
}

function timestamps(db: AnyDb, table: CreateTableBuilder<string, any>, columns = ['created_at', 'updated_at']) {
  const type = isSqlite(db) ? 'text' : 'timestamptz';
  for (const column of columns) table = table.addColumn(column, type, (c) => c.notNull());
  return table;
}

const ts = (db: AnyDb) => (isSqlite(db) ? 'text' : 'timestamptz');
const text = (c: any) => c.notNull().defaultTo('');

export async function up(db: AnyDb) {
  const dateType = isSqlite(db) ? 'text' : 'date';

  await timestamps(
    db,
    withId(db, db.schema.createTable('admin_users'))
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull()),
  ).execute();

  await timestamps(
    db,
    withId(db, db.schema.createTable('case_studies'))
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', text)
      .addColumn('location', 'text', text)
      .addColumn('project_date', dateType)
      .addColumn('category', 'text', text)
      .addColumn('attendance', 'text', text)
      .addColumn('duration', 'text', text)
      .addColumn('investment_tier', 'text', text)
      .addColumn('role', 'text', text)
      .addColumn('challenge', 'text', text)
      .addColumn('solution', 'text', text)
      .addColumn('impact', 'text', text)
      .addColumn('hero_image_url', 'text', text)
      .addColumn('gallery', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('testimonial_quote', 'text', text)
      .addColumn('testimonial_author', 'text', text)
      .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(false)),
  ).execute();
  await db.schema
    .createIndex('case_studies_published_date')
    .on('case_studies')
    .columns(['is_published', 'project_date', 'id'])
    .execute();
  await db.schema.createIndex('case_studies_created').on('case_studies').columns(['created_at', 'id']).execute();

  await timestamps(
    db,
    withId(db, db.schema.createTable('talent'))
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('category', 'text', text)
      .addColumn('location', 'text', text)
      .addColumn('tagline', 'text', text)
      .addColumn('bio', 'text', text)
      .addColumn('image_url', 'text', text)
      .addColumn('highlights', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('gallery', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('instagram_url', 'text', text)
      .addColumn('tiktok_url', 'text', text)
      .addColumn('youtube_url', 'text', text),
  ).execute();
  await db.schema.createIndex('talent_created').on('talent').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('talent_category').on('talent').columns(['category', 'created_at']).execute();

  await timestamps(
    db,
    withId(db, db.schema.createTable('blog_posts'))
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('category', 'text', text)
      .addColumn('excerpt', 'text', text)
      .addColumn('cover_image_url', 'text', text)
      .addColumn('author_id', 'integer', (c) => c.references('admin_users.id').onDelete('set null'))
      .addColumn('published_at', ts(db))
      .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(false)),
  ).execute();
  await db.schema
    .createIndex('blog_posts_published')
    .on('blog_posts')
    .columns(['is_published', 'published_at', 'id'])
    .execute();
  await db.schema.createIndex('blog_posts_created').on('blog_posts').columns(['created_at', 'id']).execute();

  await timestamps(
    db,
    withId(db, db.schema.createTable('job_postings'))
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('location', 'text', text)
      .addColumn('type', 'text', text)
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true)),
  ).execute();
  await db.schema.createIndex('job_postings_active').on('job_postings').columns(['is_active', 'created_at']).execute();

  await timestamps(
    db,
    withId(db, db.schema.createTable('inquiries'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', text)
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('fields', 'text', (c) => c.notNull())
      .addColumn('talent_id', 'integer', (c) => c.references('talent.id').onDelete('set null'))
      .addColumn('job_id', 'integer', (c) => c.references('job_postings.id').onDelete('set null'))
      .addColumn('delivery_state', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', ts(db))
      .addColumn('locked_until', ts(db))
      .addColumn('last_error', 'text')
      .addColumn('sent_at', ts(db))
      .addColumn('handled_at', ts(db)),
    ['created_at'],
  ).execute();
  await db.schema.createIndex('inquiries_created').on('inquiries').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('inquiries_outbox')
    .on('inquiries')
    .columns(['delivery_state', 'next_attempt_at'])
    .execute();

  await timestamps(
    db,
    db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
      .addColumn('last_seen_at', ts(db), (c) => c.notNull())
      .addColumn('expires_at', ts(db), (c) => c.notNull()),
    ['created_at'],
  ).execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', ts(db), (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();

  await timestamps(
    db,
    withId(db, db.schema.createTable('uploads'))
      .addColumn('file_name', 'text', (c) => c.notNull().unique())
      .addColumn('original_name', 'text', text)
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull()),
    ['created_at'],
  ).execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cache_tags')
    .addColumn('tag', 'text', (c) => c.primaryKey())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', ts(db), (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb) {
  for (const table of [
    'cache_tags',
    'app_settings',
    'uploads',
    'rate_limits',
    'sessions',
    'inquiries',
    'job_postings',
    'blog_posts',
    'talent',
    'case_studies',
    'admin_users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
