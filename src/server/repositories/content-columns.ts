import 'server-only';
import type { ContentTypeShape, FieldValue } from '../../lib/content-types/define';
import { parseJsonArray } from './shared';

/**
 * Between a content row as the repositories hand it out and its columns: the fields a definition
 * stores as JSON (src/lib/content-types/) are lists in the row and JSON text in the column. Every
 * other field is written and read as it is, so a field added to a definition needs no code here.
 */
type Fields<D extends ContentTypeShape> = D['fields'];
type JsonName<D extends ContentTypeShape> = {
  [N in keyof Fields<D>]: Fields<D>[N] extends { storage: 'json' } ? N : never;
}[keyof Fields<D>];

type DefaultedName<D extends ContentTypeShape> = {
  [N in keyof Fields<D>]: Fields<D>[N] extends { storage: 'text' | 'json' | 'nullable' | 'boolean' | 'integer' }
    ? N
    : never;
}[keyof Fields<D>];

/**
 * What a create takes: the row's values, where the fields whose column has a default (optional
 * texts, JSON lists) may be left out.
 */
export type ContentInput<Values, D extends ContentTypeShape> = Omit<Values, DefaultedName<D>> &
  Partial<Pick<Values, DefaultedName<D> & keyof Values>>;

/** A row as read, with its JSON columns parsed. */
export type Decoded<Row, D extends ContentTypeShape> = Omit<Row, JsonName<D>> & {
  [N in JsonName<D>]: FieldValue<Fields<D>[N]>;
};

/** Values to write, with the JSON fields serialised. */
type Encoded<Input, D extends ContentTypeShape> = { [K in keyof Input]: K extends JsonName<D> ? string : Input[K] };

export function decodeRow<D extends ContentTypeShape, Row extends object>(type: D, row: Row): Decoded<Row, D> {
  const decoded: Record<string, unknown> = Object.fromEntries(Object.entries(row));
  for (const name of type.jsonFields) {
    const value = decoded[name];
    decoded[name] = parseJsonArray(typeof value === 'string' ? value : null);
  }
  // The client turns the known tables' 0/1 into booleans (db/client.ts); a type it does not list too.
  for (const name of type.booleanFields) {
    if (typeof decoded[name] === 'number') decoded[name] = decoded[name] === 1;
  }
  return decoded as Decoded<Row, D>;
}

export function encodeFields<D extends ContentTypeShape, Input extends object>(
  type: D,
  input: Input,
): Encoded<Input, D> {
  const encoded: Record<string, unknown> = Object.fromEntries(Object.entries(input));
  for (const name of type.jsonFields) {
    if (encoded[name] !== undefined) encoded[name] = JSON.stringify(encoded[name]);
  }
  return encoded as Encoded<Input, D>;
}
