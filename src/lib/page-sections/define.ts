import type { ReactNode } from 'react';
import { z } from 'zod';
import type { SettingField } from '@/lib/site-settings';

/**
 * A section kind (docs/decisions/139-page-sections.md): its fields and lists (the same field
 * definitions as admin → Settings: input + zod schema), what a new one starts with, and the server
 * component that renders it with the site's design. One kind, one file in ./kinds/.
 */
export type SectionList = {
  title: string;
  noun: string;
  min: number;
  max: number;
  fields: Record<string, SettingField>;
};

export type SectionValues = { kind: string; shown: boolean } & Record<string, unknown>;

export type SectionKind<V extends SectionValues = SectionValues> = {
  kind: string;
  label: string;
  fields: Record<string, SettingField>;
  lists: Record<string, SectionList>;
  /** What “Add a section” puts in (hidden until the operator ticks Shown). */
  initial: Omit<V, 'kind' | 'shown'>;
  render: (section: V) => ReactNode;
};

export const defineKind = <V extends SectionValues>(kind: SectionKind<V>) => kind as unknown as SectionKind;

/** The stored shape of one section of this kind, checked on save and again on read. */
export function kindSchema(definition: SectionKind) {
  const shape: Record<string, z.ZodType> = {
    kind: z.literal(definition.kind),
    shown: z.boolean(),
  };
  // A field or list a kind gained after a page was saved reads as empty: an optional one passes, so
  // the saved page stays in force (a required one fails, and the seed is shown, as for any bad row).
  const orEmpty = (empty: unknown, schema: z.ZodType) => z.preprocess((value) => value ?? empty, schema);
  for (const [name, field] of Object.entries(definition.fields)) shape[name] = orEmpty('', field.schema);
  for (const [name, list] of Object.entries(definition.lists)) {
    shape[name] = orEmpty(
      [],
      z
        .array(
          z.object(Object.fromEntries(Object.entries(list.fields).map(([key, f]) => [key, orEmpty('', f.schema)]))),
        )
        .min(list.min, `Keep at least ${list.min} ${list.noun.toLowerCase()}.`)
        .max(list.max, `${list.title}: at most ${list.max}.`),
    );
  }
  return z.object(shape);
}

/** Paragraphs of a plain text field: separated by a blank line. */
export const paragraphsOf = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** Items of a one-per-line field. */
export const linesOf = (body: string) =>
  body
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
