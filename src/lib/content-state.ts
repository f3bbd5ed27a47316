/*
 * The state of a dated item, as the admin lists and previews name it (docs/decisions/090-…).
 * Client-safe: the admin list renders it in the browser.
 */

export type ContentState = 'draft' | 'scheduled' | 'published' | 'expired';

export const CONTENT_STATE_LABELS: Record<ContentState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  expired: 'Expired',
};

type Windowed = { is_published: boolean; publish_at?: string | null; unpublish_at?: string | null };

/** Draft (not published), Scheduled (publish date ahead), Published (visible now) or Expired (past its end). */
export function contentState(item: Windowed, now: Date = new Date()): ContentState {
  if (!item.is_published) return 'draft';
  const at = now.getTime();
  if (item.unpublish_at && Date.parse(item.unpublish_at) <= at) return 'expired';
  if (item.publish_at && Date.parse(item.publish_at) > at) return 'scheduled';
  return 'published';
}
