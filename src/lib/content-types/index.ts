import type { z } from 'zod';
import { blog } from './blog';
import { caseStudies } from './case-studies';
import type { ContentTypeShape } from './define';
import { jobs } from './jobs';
import { talent } from './talent';

/**
 * The admin content types, in sidebar and dashboard order. One definition each
 * (src/lib/content-types/<kind>.ts); docs/content-types.md shows how to add a field or a type.
 * Client-safe: the admin screens import it. The server half (the save form, the generic
 * repository) is src/server/content-types/index.ts and src/server/repositories/content.ts.
 */
export const contentTypes = { blog, 'case-studies': caseStudies, jobs, talent } satisfies Record<
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
