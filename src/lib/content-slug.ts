import type { ContentTypeShape } from './content-types/define';
import { slugify } from './slugify';

/**
 * Which slug a content item gets when it is saved (docs/decisions/131-slugs-and-one-time-zone.md):
 * the rule the save applies on the server, and the form follows to show it while the operator
 * types. Client-safe.
 */

type SlugRules = Pick<ContentTypeShape, 'visibility' | 'slug'>;
/** An item as stored: its slug, its fields, and `first_published_at` (set by its first public save). */
type Stored = Readonly<Record<string, unknown>>;

/**
 * Whether the item's address has been given out: it is public (or scheduled) now, or has been
 * since it was created. A type without a draft state is public from its first save.
 */
export function hasBeenPublic(type: SlugRules, item: Stored): boolean {
  if (type.visibility === 'always' || item.first_published_at) return true;
  return Boolean(item[type.visibility.field]);
}

/**
 * Whether the slug still follows the title: a new item, or one never public whose slug is still
 * the one its title gives (an operator's own slug stays, as does every slug once it is public).
 */
export function slugFollowsTitle(type: SlugRules, item: Stored | null): boolean {
  if (!item) return true;
  return !hasBeenPublic(type, item) && item.slug === slugify(String(item[type.slug.from] ?? ''));
}

/**
 * The slug a save gives the item: the one typed when the operator changed it; the title's when the
 * field was emptied or while the slug follows the title; otherwise the stored one, whatever the title
 * now says. `typed` is undefined when the form had no slug field (it counts as untouched).
 */
export function settleSlug(type: SlugRules, current: Stored | null, typed: string | undefined, fromTitle: string) {
  if (typed && typed !== current?.slug) return typed;
  if (typed === '' || slugFollowsTitle(type, current)) return fromTitle;
  return String(current!.slug);
}

/** Why a new slug cannot be used (empty, or reserved by the type), or null when it can. */
export function slugProblem(type: SlugRules, slug: string): string | null {
  if (!slug) return `${type.slug.label} is required: type one, or use letters or digits in the title.`;
  const reserved = type.slug.reserved;
  return reserved && Object.hasOwn(reserved, slug) ? reserved[slug]! : null;
}
