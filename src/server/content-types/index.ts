import 'server-only';
import { z } from 'zod';
import { contentTypes, isContentKind, type ContentKind } from '@/lib/content-types';
import type { FormValues } from '@/lib/content-types/define';
import { ALT_FIELDS, altTextErrors } from '@/lib/schemas/lifecycle';
import type { AdminSession } from '@/server/auth/guard';
import { cacheTags, type CacheTag } from '@/server/cache/tags';
import { db } from '@/server/db/client';
import { markdownProblem } from '@/server/markdown';
import { decodeRow } from '@/server/repositories/content-columns';
import { createPost, deletePost, listPostsForAdmin, updatePost } from '@/server/repositories/blog-posts';
import {
  createCaseStudy,
  deleteCaseStudy,
  listCaseStudiesForAdmin,
  updateCaseStudy,
} from '@/server/repositories/case-studies';
import {
  createJobPosting,
  deleteJobPosting,
  listJobPostingsForAdmin,
  updateJobPosting,
} from '@/server/repositories/job-postings';
import { createTalent, deleteTalent, listTalent, updateTalent } from '@/server/repositories/talent';

/**
 * The server half of each content type (the client-safe half is src/lib/content-types/): the
 * repository functions that list, write and delete its rows, the cache tag its public pages are
 * cached under, and the fields the public site renders as Markdown (each must render within the
 * budget to be saved). The repositories write whatever fields the definition has, so adding a field
 * changes nothing here.
 */
export type ListPage = { items: object[]; total: number; page: number; pageCount: number };
export type ListRequest = { page: number; pageSize: number; q?: string };

type Binding<Values> = {
  tag: CacheTag;
  /** Image fields and the alt field each needs, and the Markdown fields whose images need alt text. */
  alt: Parameters<typeof altTextErrors>[1];
  markdown: readonly (keyof Values & string)[];
  listForAdmin: (request: ListRequest) => Promise<ListPage>;
  /** Resolves to the new row. */
  create: (values: Values, session: AdminSession) => Promise<unknown>;
  /** Resolves to the row, or undefined when there is no row with that id. */
  update: (id: number, values: Values, session: AdminSession) => Promise<unknown>;
  /** Resolves to the deleted row, or undefined when there was none. */
  remove: (id: number) => Promise<unknown>;
};

/** A content type's definition bound to its repository: the one place its values are typed. */
function bind<Schema extends z.ZodType>(
  type: { schema: Schema; readForm: (form: FormValues) => Record<string, unknown> },
  binding: Binding<z.output<Schema>>,
) {
  return {
    tag: binding.tag,
    listForAdmin: binding.listForAdmin,
    remove: binding.remove,
    /** Checks a submitted form's fields; reports problems on `ctx`, else returns how to write the row. */
    prepare(
      form: FormValues,
      ctx: z.RefinementCtx,
    ): ((id: number | null, session: AdminSession) => Promise<boolean>) | null {
      const parsed = z.safeParse(type.schema, type.readForm(form));
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        }
        return null;
      }
      const values = parsed.data;
      let renderable = true;
      for (const name of binding.markdown) {
        const problem = markdownProblem(String(values[name] ?? ''));
        if (problem) {
          ctx.addIssue({ code: 'custom', path: [name], message: problem });
          renderable = false;
        }
      }
      // An image needs its alt text (docs/decisions/108-…): refused like any other field problem.
      for (const [name, message] of Object.entries(altTextErrors(values as Record<string, unknown>, binding.alt))) {
        ctx.addIssue({ code: 'custom', path: [name], message });
        renderable = false;
      }
      if (!renderable) return null;
      return async (id, session) =>
        id ? (await binding.update(id, values, session)) !== undefined : (await binding.create(values, session), true);
    },
  };
}

const bindings: Record<ContentKind, ReturnType<typeof bind>> = {
  blog: bind(contentTypes.blog, {
    alt: ALT_FIELDS.blog,
    tag: cacheTags.posts,
    markdown: ['content'],
    listForAdmin: listPostsForAdmin,
    // author_id is the signed-in admin on every save; never taken from the form.
    create: (values, { user }) => createPost({ ...values, author_id: user.id }, { id: user.id }),
    update: (id, values, { user }) => updatePost(id, { ...values, author_id: user.id }, { id: user.id }),
    remove: deletePost,
  }),
  'case-studies': bind(contentTypes['case-studies'], {
    alt: ALT_FIELDS['case-studies'],
    tag: cacheTags.caseStudies,
    markdown: [],
    listForAdmin: listCaseStudiesForAdmin,
    create: (values, { user }) => createCaseStudy(values, { id: user.id }),
    update: (id, values, { user }) => updateCaseStudy(id, values, { id: user.id }),
    remove: deleteCaseStudy,
  }),
  jobs: bind(contentTypes.jobs, {
    alt: ALT_FIELDS.jobs,
    tag: cacheTags.jobs,
    markdown: ['description'],
    listForAdmin: listJobPostingsForAdmin,
    create: (values, { user }) => createJobPosting(values, { id: user.id }),
    update: (id, values, { user }) => updateJobPosting(id, values, { id: user.id }),
    remove: deleteJobPosting,
  }),
  talent: bind(contentTypes.talent, {
    alt: ALT_FIELDS.talent,
    tag: cacheTags.talent,
    markdown: [],
    listForAdmin: ({ q, ...request }) => listTalent({ q }, request),
    create: (values, { user }) => createTalent(values, { id: user.id }),
    update: (id, values, { user }) => updateTalent(id, values, { id: user.id }),
    remove: deleteTalent,
  }),
};

export function contentBinding(kind: ContentKind) {
  return bindings[kind];
}

/**
 * One row of any content type as the admin edits it (JSON fields parsed), or undefined. The
 * full-page editor opens a row by id; the repositories list and write rows but never needed one.
 */
export async function findContentForAdmin(kind: ContentKind, id: number): Promise<Record<string, unknown> | undefined> {
  const type = contentTypes[kind];
  // Every content table has an integer id; the union of table names is narrowed to one for Kysely.
  const row = await (
    await db()
  )
    .selectFrom(type.table as 'blog_posts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? decodeRow(type, row) : undefined;
}

/** A row id: the decimal digits of a positive safe integer. */
export const rowId = z
  .string()
  .regex(/^\d{1,16}$/)
  .transform(Number)
  .refine((id) => Number.isSafeInteger(id) && id > 0);

/** What a valid save form becomes: the kind, the row (null for a new one) and how to write it. */
export type ContentSave = {
  kind: ContentKind;
  id: number | null;
  tag: CacheTag;
  /** Writes the row; false when the row to update no longer exists. */
  write: (session: AdminSession) => Promise<boolean>;
};

/**
 * The save form of any content type: `kind`, `id` (empty for a new row) and the type's fields. The
 * fields are checked with the type's schema, then its Markdown fields must render; each problem is
 * reported on its field. An unknown kind or id is a problem of the whole form.
 */
export const contentSaveForm = z.looseObject({}).transform((form, ctx): ContentSave => {
  if (!isContentKind(form.kind)) {
    ctx.addIssue({ code: 'custom', path: [], message: 'Unknown content type.' });
    return z.NEVER;
  }
  let id: number | null = null;
  if (form.id) {
    const parsed = rowId.safeParse(form.id);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: [], message: 'Unknown row.' });
      return z.NEVER;
    }
    id = parsed.data;
  }
  const binding = bindings[form.kind];
  const write = binding.prepare(form, ctx);
  if (!write) return z.NEVER;
  return { kind: form.kind, id, tag: binding.tag, write: (session) => write(id, session) };
});
