import type { Generated } from 'kysely';

/**
 * Tables of the content lifecycle (migration 006), kept apart from schema.ts, which adds them to the
 * Database. Its columns on the content tables (publishing window, SEO, alt text) are fields of the
 * content type definitions (src/lib/content-types/), like every column the admin edits.
 */
export interface RedirectsTable {
  id: Generated<number>;
  from_path: string;
  to_path: string;
  source: 'rename' | 'manual';
  created_at: string;
}

export interface RevisionsTable {
  id: Generated<number>;
  kind: string;
  item_id: number;
  author_id: number | null;
  snapshot: string; // JSON object: the item's fields after the save
  created_at: string;
}

export interface PreviewsTable {
  token: string;
  kind: string;
  item_id: number | null;
  author_id: number | null;
  fields: string; // JSON object: the form's fields as sent
  created_at: string;
  expires_at: string;
}

export interface LifecycleTables {
  redirects: RedirectsTable;
  revisions: RevisionsTable;
  previews: PreviewsTable;
}
