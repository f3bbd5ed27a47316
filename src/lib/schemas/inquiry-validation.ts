import { z } from 'zod';
import { isHttpUrl } from '../http-url';
import { INQUIRY_KINDS, inquiryFields, type FieldDefinition, type InquiryKind } from './inquiries';

/*
 * Server-side validation of the inquiry forms, built from the field definitions the browser renders.
 * Kept apart from inquiries.ts so zod stays out of the public JavaScript.
 */

// Control characters except tab, LF and CR (kept only in multi-line text; stripped from one-liners).
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The words of the validation messages, in one language (decision 161): the server builds them from
 * the catalogue of the submission's language (src/server/inquiries/form-strings.ts); English here.
 */
export type ValidationMessages = {
  required: (label: string) => string;
  tooLong: (label: string, max: number) => string;
  notAllowed: (label: string) => string;
  singleLine: (label: string) => string;
  email: () => string;
  url: (label: string) => string;
  date: (label: string) => string;
  past: (label: string) => string;
  option: () => string;
  consent: () => string;
};

export const ENGLISH_VALIDATION: ValidationMessages = {
  required: (label) => `${label} is required.`,
  tooLong: (label, max) => `${label} must be at most ${max} characters.`,
  notAllowed: (label) => `${label} contains characters that are not allowed.`,
  singleLine: (label) => `${label} must be a single line of text.`,
  email: () => 'Please enter a valid email address.',
  url: (label) => `${label} must be a web address starting with http:// or https://.`,
  date: (label) => `${label} must be a date (YYYY-MM-DD).`,
  past: (label) => `${label} cannot be in the past.`,
  option: () => 'Please choose one of the listed options.',
  consent: () => 'Please agree to the Privacy Policy so we can handle your inquiry.',
};

/** A field's label without its "(optional)" (in any language: the last parenthesis goes). */
export function bareLabel(label: string) {
  return label.replace(/ \([^()]*\)$/, '');
}

function fieldSchema(field: FieldDefinition, m: ValidationMessages) {
  const label = bareLabel(field.label);
  let schema = z
    .string({ error: m.required(label) })
    .trim()
    .max(field.max, m.tooLong(label, field.max));
  schema =
    field.type === 'textarea'
      ? schema.refine((v) => !CONTROL.test(v), m.notAllowed(label))
      : schema.refine((v) => !LINE_BREAK_OR_CONTROL.test(v), m.singleLine(label));
  if (field.type === 'email') schema = schema.refine((v) => v === '' || z.email().safeParse(v).success, m.email());
  if (field.type === 'url') schema = schema.refine((v) => v === '' || isHttpUrl(v), m.url(label));
  if (field.type === 'date')
    schema = schema
      .refine((v) => v === '' || isIsoDate(v), m.date(label))
      .refine((v) => v === '' || !isIsoDate(v) || v >= earliestEventDate(), m.past(label));
  if (field.options) {
    const values = new Set(field.options.map(([value]) => value));
    schema = schema.refine((v) => v === '' || values.has(v), m.option());
  }
  if (field.required) return schema.min(1, m.required(label));
  return schema.optional().default('');
}

/**
 * The earliest event date accepted: yesterday in UTC, so a visitor anywhere (up to UTC+14) can still
 * pick their own today. Compared as YYYY-MM-DD strings.
 */
function earliestEventDate(now = Date.now()) {
  return new Date(now - 24 * 60 * 60_000).toISOString().slice(0, 10);
}

function isIsoDate(value: string) {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime());
}

/**
 * One kind's schema: `fields` are the kind's definitions with their labels in the submission's
 * language (the names, types and limits are the same in every language), `messages` its words.
 */
export function inquirySchema(
  kind: InquiryKind,
  fields: readonly FieldDefinition[] = inquiryFields[kind],
  messages: ValidationMessages = ENGLISH_VALIDATION,
) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) shape[field.name] = fieldSchema(field, messages);
  shape.consent = z.literal('on', { error: messages.consent() });
  return z.object(shape);
}

/** The English schemas. */
export const inquirySchemas = Object.fromEntries(INQUIRY_KINDS.map((k) => [k, inquirySchema(k)])) as Record<
  InquiryKind,
  z.ZodObject<Record<string, z.ZodType>>
>;
