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

function fieldSchema(field: FieldDefinition) {
  const label = field.label.replace(/ \(optional\)$/, '');
  let schema = z
    .string({ error: `${label} is required.` })
    .trim()
    .max(field.max, `${label} must be at most ${field.max} characters.`);
  schema =
    field.type === 'textarea'
      ? schema.refine((v) => !CONTROL.test(v), `${label} contains characters that are not allowed.`)
      : schema.refine((v) => !LINE_BREAK_OR_CONTROL.test(v), `${label} must be a single line of text.`);
  if (field.type === 'email')
    schema = schema.refine((v) => v === '' || z.email().safeParse(v).success, 'Please enter a valid email address.');
  if (field.type === 'url')
    schema = schema.refine(
      (v) => v === '' || isHttpUrl(v),
      `${label} must be a web address starting with http:// or https://.`,
    );
  if (field.type === 'date')
    schema = schema
      .refine((v) => v === '' || isIsoDate(v), `${label} must be a date (YYYY-MM-DD).`)
      .refine((v) => v === '' || !isIsoDate(v) || v >= earliestEventDate(), `${label} cannot be in the past.`);
  if (field.options) {
    const values = new Set(field.options.map(([value]) => value));
    schema = schema.refine((v) => v === '' || values.has(v), 'Please choose one of the listed options.');
  }
  if (field.required) return schema.min(1, `${label} is required.`);
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

const consent = z.literal('on', { error: 'Please agree to the Privacy Policy so we can handle your inquiry.' });

function kindSchema(kind: InquiryKind) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of inquiryFields[kind]) shape[field.name] = fieldSchema(field);
  shape.consent = consent;
  return z.object(shape);
}

export const inquirySchemas = Object.fromEntries(INQUIRY_KINDS.map((k) => [k, kindSchema(k)])) as Record<
  InquiryKind,
  z.ZodObject<Record<string, z.ZodType>>
>;
