import 'server-only';
import type { ContentKind } from '@/lib/content-types';
import { logError } from '@/server/log';
import { refreshMediaPosters } from '@/server/media-posters';
import type { ContentRow } from '@/server/repositories/content';

/**
 * Work a content type needs after a save, run once the admin has its answer (Next's `after`): slow
 * or third-party work that must not hold up the save. A type without an entry needs none.
 */
const followUps: { [Kind in ContentKind]?: (row: ContentRow) => Promise<unknown> } = {
  // The players' posters (decision 159): fetched from the platforms, up to 4 s a link.
  talent: refreshMediaPosters,
};

/** The follow-up for a saved row of `kind`, which logs rather than throws; undefined when the type has none. */
export function afterSaveOf(kind: ContentKind): ((row: ContentRow) => Promise<void>) | undefined {
  const followUp = followUps[kind];
  if (!followUp) return undefined;
  return async (row) => {
    try {
      await followUp(row);
    } catch (error) {
      logError('content.after_save_failed', error, { kind, id: row.id });
    }
  };
}
