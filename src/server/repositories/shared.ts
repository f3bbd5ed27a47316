import 'server-only';
import { sql, type Expression, type SqlBool } from 'kysely';

/** Page sizes are bounded so that a list stays cheap at 10,000 rows. */
export const MAX_PAGE_SIZE = 100;

export type PageRequest = { page?: number; pageSize?: number };
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number; pageCount: number };

export function pageBounds({ page = 1, pageSize = 12 }: PageRequest) {
  const size = Math.min(Math.max(1, Math.floor(pageSize) || 12), MAX_PAGE_SIZE);
  const current = Math.max(1, Math.floor(page) || 1);
  return { page: current, pageSize: size, offset: (current - 1) * size };
}

export function toPage<T>(items: T[], total: number, page: number, pageSize: number): Page<T> {
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

export function nowIso() {
  return new Date().toISOString();
}

export function parseJsonArray<T>(value: string | null | undefined): T[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

/** Escape LIKE wildcards in a visitor's search text (backslash, for `ESCAPE '\\'` in containsText). */
export function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `column` contains `text`, case-insensitively, with `%` and `_` in the text taken literally.
 * The ESCAPE clause is spelled out because only PostgreSQL treats backslash as LIKE's escape by
 * default; SQLite has no escape character unless told, so '100%' would otherwise find nothing.
 */
export function containsText(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(text)} escape '\\'`;
}

/** A unique-constraint violation, as both drivers report it. */
export function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '')
  );
}

/** A slug a save cannot give the item (taken, reserved, empty): the message is shown beside the slug field. */
export class SlugError extends Error {
  name = 'SlugError';
}

export class DuplicateSlugError extends SlugError {
  name = 'DuplicateSlugError';
  constructor(public readonly slug: string) {
    super(`The slug "${slug}" is already in use: choose another one.`);
  }
}
