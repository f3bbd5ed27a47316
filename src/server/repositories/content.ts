import 'server-only';
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { hasBeenPublic } from '../../lib/content-slug';
import type { ContentTypeShape, FieldValue } from '../../lib/content-types/define';
import { forgetAddresses } from '../cache/address-copies';
import { db } from '../db/client';
import { decodeRow, encodeFields } from './content-columns';
import { translationRepository } from './translations';
import {
  deleteRevisionsOf,
  liveAt,
  recordMove,
  recordRevision,
  resolveActor,
  withIsoWindow,
  type Actor,
} from './lifecycle';
import {
  containsText,
  DuplicateSlugError,
  isUniqueViolation,
  nowIso,
  pageBounds,
  toPage,
  type Page,
  type PageRequest,
} from './shared';

/**
 * One repository for every content type (docs/decisions/124-one-definition-per-content-type.md):
 * the admin's list, one row by id, create, update (with its rename redirect), delete and the
 * revision each save records, all driven by the definition (src/lib/content-types/). A type's
 * public reads (published lists, facets, a page by slug) are its own typed queries beside it
 * (blog-posts.ts, case-studies.ts, job-postings.ts, talent.ts).
 */

/** A content row as the generic paths see it: the id, slug and timestamps, and the fields by name. */
export type ContentRow = {
  id: number;
  slug: string;
  created_at: string;
  updated_at: string;
  first_published_at: string | null;
} & Record<string, unknown>;

/**
 * What a create or update takes: the slug and any of the type's fields, each as its schema outputs
 * it; a text column takes any string (a choice list may change while old rows keep their value).
 */
/** One item's public address as the proxy and the sitemap see it (listAddresses). */
export type ContentAddress = {
  id: number;
  slug: string;
  updated_at: string;
  live: boolean;
  noindex: boolean;
  /** The next time this address may open or close by itself (a windowed type's boundary ahead), or null. */
  changes_at: string | null;
};

export type ContentInput<D extends ContentTypeShape> = { slug: string } & {
  [N in keyof D['fields']]?: D['fields'][N] extends { storage: 'text' } ? string : FieldValue<D['fields'][N]>;
};

/*
 * Any content table, for queries whose table is a definition's: the tables' own types (schema.ts)
 * are derived from the same definitions, and a throwaway type in a test has no entry there.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one query shape over every content table
type AnyTables = Record<string, any>;
const asAnyTables = (database: Kysely<Database>) => database as unknown as Kysely<AnyTables>;

/** The database (or `trx`) for a query over a definition's table (`type.table`). */
export async function contentTables(trx?: Transaction<Database>) {
  return asAnyTables(trx ?? (await db()));
}

/** The repository of one content type. */
export function contentRepository<D extends ContentTypeShape>(type: D) {
  const decode = (row: object) => decodeRow(type, row) as ContentRow;
  const label = type.slug.from;
  const visibility = type.visibility === 'always' ? null : type.visibility.field;

  /**
   * The columns a save writes: the fields (JSON ones serialised, the window as ISO), the hook's, and
   * `first_published_at` on the first save that makes the item public or schedules it (from then on
   * its slug stays: src/lib/content-slug.ts).
   */
  const columnsOf = (values: Record<string, unknown>, current: ContentRow | undefined, authorId: number | null) => {
    const window = withIsoWindow(values);
    const now = nowIso();
    const extra = type.hooks?.beforeWrite?.({ values: window, current, now, authorId }) ?? {};
    const first = !current?.first_published_at && hasBeenPublic(type, { ...current, ...values });
    return { columns: { ...encodeFields(type, window), ...extra, ...(first ? { first_published_at: now } : {}) }, now };
  };

  async function findById(id: number, trx?: Transaction<Database>) {
    const row = await asAnyTables(trx ?? (await db()))
      .selectFrom(type.table)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? decode(row as object) : undefined;
  }

  return {
    type,

    /** Every row, newest first, searched by the field the slug is made from (the title or name). */
    async listForAdmin(request: PageRequest & { q?: string } = {}): Promise<Page<ContentRow>> {
      const { page, pageSize, offset } = pageBounds({ pageSize: 20, ...request });
      let query = asAnyTables(await db()).selectFrom(type.table);
      if (request.q?.trim()) query = query.where(containsText(label, request.q.trim()));
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset(offset).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return toPage(
        rows.map((row) => decode(row as object)),
        Number((count as { n: unknown }).n),
        page,
        pageSize,
      );
    },

    /**
     * Every item's slug and whether it is public now (its visibility field on and, for a windowed
     * type, inside its publishing window: liveAt), with what the sitemap needs. Newest first.
     */
    async listAddresses(): Promise<ContentAddress[]> {
      const live = type.windowed
        ? sql<SqlBool>`${liveAt()}`
        : visibility
          ? sql<SqlBool>`${sql.ref(visibility)} = ${true}`
          : sql<SqlBool>`1 = 1`;
      const noindex = 'noindex' in type.fields ? sql<unknown>`noindex` : sql<unknown>`${false}`;
      const now = nowIso();
      const window = type.windowed
        ? [sql<unknown>`publish_at`.as('publish_at'), sql<unknown>`unpublish_at`.as('unpublish_at')]
        : [sql<unknown>`${null}`.as('publish_at'), sql<unknown>`${null}`.as('unpublish_at')];
      const rows = await asAnyTables(await db())
        .selectFrom(type.table)
        .select(['id', 'slug', 'updated_at', live.as('live'), noindex.as('noindex'), ...window])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      // SQLite answers 0/1, PostgreSQL true/false.
      return rows.map((row) => ({
        id: Number(row.id),
        slug: String(row.slug),
        updated_at: String(row.updated_at),
        live: Boolean(Number(row.live)),
        noindex: Boolean(Number(row.noindex)),
        changes_at: nextBoundary([row.publish_at, row.unpublish_at], now),
      }));
    },

    /**
     * Any row by id, whatever its state (the editor, the preview, the revisions), or undefined;
     * inside `trx` when given.
     */
    findById: (id: number, trx?: Transaction<Database>) => findById(id, trx),

    /** Inserts a row and records its first revision, in one transaction. */
    async create(input: ContentInput<D>, actor?: Actor): Promise<ContentRow> {
      const authorId = await resolveActor(actor);
      try {
        return await (await db()).transaction().execute(async (trx) => {
          const { columns, now } = columnsOf(input, undefined, authorId);
          const row = await asAnyTables(trx)
            .insertInto(type.table)
            .values({ ...columns, created_at: now, updated_at: now })
            .returningAll()
            .executeTakeFirstOrThrow();
          const item = decode(row as object);
          await recordRevision(trx, type.kind, item, authorId);
          return item;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug);
        throw error;
      } finally {
        forgetAddresses(type.kind);
      }
    },

    /**
     * Saves the changes and records a revision; when the slug of an item that has been public
     * changes, a redirect from its old address (all in one transaction: `trx` when given, so a
     * caller can make several saves one change). Undefined when there is no row with that id.
     */
    async update(
      id: number,
      input: Partial<ContentInput<D>>,
      actor?: Actor,
      trx?: Transaction<Database>,
    ): Promise<ContentRow | undefined> {
      const authorId = await resolveActor(actor);
      const save = async (trx: Transaction<Database>) => {
        const current = await findById(id, trx);
        if (!current) return undefined;
        const { columns, now } = columnsOf(input, current, authorId);
        const row = await asAnyTables(trx)
          .updateTable(type.table)
          .set({ ...columns, updated_at: now })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (!row) return undefined;
        const item = decode(row as object);
        if (type.publicPath && hasBeenPublic(type, current) && item.slug !== current.slug) {
          await recordMove(trx, type.publicPath(current.slug), type.publicPath(item.slug));
        }
        await recordRevision(trx, type.kind, item, authorId);
        return item;
      };
      try {
        return trx ? await save(trx) : await (await db()).transaction().execute(save);
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateSlugError(input.slug ?? '');
        throw error;
      } finally {
        forgetAddresses(type.kind);
      }
    },

    /** Deletes a row and its revisions; resolves to the deleted row's id and slug, or undefined. */
    async remove(id: number): Promise<{ id: number; slug: string } | undefined> {
      return (await db())
        .transaction()
        .execute(async (trx) => {
          const row = (await asAnyTables(trx)
            .deleteFrom(type.table)
            .where('id', '=', id)
            .returning(['id', 'slug'])
            .executeTakeFirst()) as { id: number; slug: string } | undefined;
          if (row) await deleteRevisionsOf(trx, type.kind, id);
          if (row) await translationRepository(type).removeAllFor(id, trx);
          return row;
        })
        .finally(() => forgetAddresses(type.kind));
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;

/** The earliest of `times` still ahead of `now` (ISO-8601 UTC, or Date on PostgreSQL), or null. */
function nextBoundary(times: unknown[], now: string): string | null {
  const ahead = times
    .map((time) => (time == null ? null : new Date(time as string | Date).toISOString()))
    .filter((time): time is string => time !== null && time > now);
  return ahead.length ? ahead.sort()[0]! : null;
}
