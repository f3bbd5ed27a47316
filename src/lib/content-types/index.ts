import type { z } from 'zod';
import { contentState } from '../content-state';
import { blog } from './blog';
import { caseStudies } from './case-studies';
import type { ContentTypeShape } from './define';
import { events } from './events';
import { jobs } from './jobs';
import { talent } from './talent';

/**
 * The admin content types, in sidebar and dashboard order. One definition each
 * (src/lib/content-types/<kind>.ts); docs/content-types.md shows how to add a field or a type.
 * Client-safe: the admin screens import it. The server half (the save form, the generic
 * repository) is src/server/content-types/index.ts and src/server/repositories/content.ts.
 */
export const contentTypes = { blog, 'case-studies': caseStudies, events, jobs, talent } satisfies Record<
  string,
  ContentTypeShape
>;

export type ContentTypes = typeof contentTypes;
export type ContentKind = keyof ContentTypes;
export type AnyContentType = ContentTypes[ContentKind];

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === 'string' && Object.hasOwn(contentTypes, value);
}

/** The definition of a kind named by an address or a form, or undefined for an unknown one. */
export function contentTypeOf(kind: unknown): ContentTypeShape | undefined {
  return isContentKind(kind) ? contentTypes[kind] : undefined;
}

/** A row as its schema outputs it: what the save action hands to the repository. */
export type ContentValues<K extends ContentKind> = z.output<ContentTypes[K]['schema']>;

/** A row as the admin screens receive it. */
export type AdminRow = { id: number; created_at: string } & Record<string, unknown>;

/**
 * The public page where visitors see this row now, or null: the type has no page, the row is hidden
 * (its visibility switch off), or its publishing window is not open (scheduled, or expired). What
 * the admin's "View" links to after a save.
 */
export function publicAddress(
  type: Pick<ContentTypeShape, 'publicPath' | 'visibility' | 'windowed'>,
  row: Record<string, unknown>,
  now: Date = new Date(),
): string | null {
  if (!type.publicPath || typeof row.slug !== 'string') return null;
  if (type.visibility !== 'always' && !row[type.visibility.field]) return null;
  if (type.windowed) {
    const window = {
      is_published: true,
      publish_at: typeof row.publish_at === 'string' ? row.publish_at : null,
      unpublish_at: typeof row.unpublish_at === 'string' ? row.unpublish_at : null,
    };
    if (contentState(window, now) !== 'published') return null;
  }
  return type.publicPath(row.slug);
}

/** "View" beside a save's success toast: the public page of a row visitors can see now. */
export function viewAction(href: string) {
  return { label: 'View', href, altText: `View the public page ${href}` };
}
