import { adminRoute, formToObject, privateJson } from '@/server/actions/admin-action';
import { isContentKind } from '@/lib/content-types';
import { isPageKey } from '@/lib/page-sections';
import { PAGE_PREVIEW, storePreview } from '@/server/repositories/previews';
import { recordId } from '@/lib/record-id';

/** What one preview may carry: a long post and its fields, not more (the proxy caps the body too). */
const MAX_FIELDS = 200;
const MAX_TOTAL_CHARS = 400_000;
/** A page of sections: every list row is its own fields, and an SVG logo rides as a data address. */
const MAX_PAGE_FIELDS = 4000;
const MAX_PAGE_CHARS = 2_500_000;

/**
 * POST /admin/preview: an unsaved edit, as the content form's fields plus `kind` (and `id` when the
 * item exists), is kept for a while under a random token and answered with 303 to
 * /preview/t/<token>. A form button with `formAction="/admin/preview"` and `formTarget="_blank"`
 * opens it in a new tab, with or without JavaScript (a plain URL, so React does not take the submit).
 * The page editor (admin → Pages) posts the same way with its `page` key instead of a `kind`: the
 * stored kind is then `page`, and /preview/t/<token> renders the sections.
 */
export const POST = adminRoute(
  async (request, { session }) => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return privateJson({ error: 'Expected a form.' }, 400);
    }
    const fields = formToObject(form);
    const page = typeof fields.page === 'string' && !fields.kind && isPageKey(fields.page);
    const kind = page ? PAGE_PREVIEW : fields.kind;
    if (!page && !isContentKind(kind)) return privateJson({ error: 'Unknown content type.' }, 400);
    const rawId = typeof fields.id === 'string' ? fields.id : '';
    const itemId = recordId(rawId) ?? null;
    const entries = Object.entries(fields);
    const size = entries.reduce(
      (sum, [key, value]) => sum + key.length + (Array.isArray(value) ? value.join('').length : value.length),
      0,
    );
    if (entries.length > (page ? MAX_PAGE_FIELDS : MAX_FIELDS) || size > (page ? MAX_PAGE_CHARS : MAX_TOTAL_CHARS))
      return privateJson({ error: 'Too much to preview.' }, 413);
    const token = await storePreview({ kind: kind as string, itemId, authorId: session.user.id, fields });
    return new Response(null, {
      status: 303,
      headers: { Location: `/preview/t/${token}`, 'Cache-Control': 'private, no-store' },
    });
  },
  { name: 'preview', permission: 'content.edit', audit: false },
);
