import { z } from 'zod';
import { isContentKind, type ContentKind } from '@/lib/content-types';
import { isHttpUrl } from '@/lib/http-url';

/*
 * Inputs of the content lifecycle's admin screens (redirects, revisions, media): every one is
 * parsed here before anything reaches the database.
 */

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Paths the site itself owns: a redirect from them would break the admin, the build or the API. */
const RESERVED = /^\/(?:admin|admin-login|preview|_next|api|uploads)(?:\/|$)/;

/** A site path in normal form: what a browser asks for, no query, fragment, `..` or doubled slash. */
function isSitePath(value: string) {
  if (!value.startsWith('/') || value.startsWith('//') || /[\s\\?#]/.test(value)) return false;
  try {
    return new URL(value, 'https://site.invalid').pathname === value;
  } catch {
    return false;
  }
}

const fromPath = z
  .string()
  .trim()
  .min(1, 'Enter the old path, e.g. /old-page.')
  .max(500, 'That path is too long.')
  .refine(isSitePath, 'Use a path on this site starting with /, e.g. /old-page (no query or #).')
  .refine((v) => v !== '/', 'The home page cannot be redirected.')
  .refine((v) => !RESERVED.test(v), 'Paths under /admin, /api, /preview, /uploads and /_next cannot be redirected.');

const toTarget = z
  .string()
  .trim()
  .min(1, 'Enter where the old path should lead: a path such as /about or an https:// address.')
  .max(2000, 'That address is too long.')
  .refine(
    (v) => isSitePath(v) || isHttpUrl(v, ['https:']),
    'Use a path on this site starting with / or a full https:// address.',
  );

export const addRedirectSchema = z
  .object({ from: fromPath, to: toTarget })
  .refine((v) => v.from !== v.to, { path: ['to'], message: 'A path cannot redirect to itself.' });

export const idForm = z.object({ id });

export const restoreRevisionSchema = z.object({
  kind: z.custom<ContentKind>(isContentKind, { message: 'Unknown content type.' }),
  item: id,
  revision: id,
});

export const deleteUploadSchema = z.object({
  id,
  // The admin saw the warning that the image is in use and confirmed (the confirm step).
  confirm: z.literal('1').optional(),
});

// ---- Alt text ---------------------------------------------------------------------------------------

/** The field error for an image that is set without alt text, or null. */
export function altTextProblem(imageUrl: string | null | undefined, alt: string | null | undefined) {
  if (!imageUrl?.trim()) return null;
  const text = alt?.trim() ?? '';
  if (!text) return 'Describe the image for people who cannot see it (alt text is required).';
  if (text.length > 250) return 'Keep the alt text under 250 characters.';
  return null;
}

/** Images in Markdown without alt text: `![](url)`. Returns a field error naming the first, or null. */
export function markdownAltProblem(markdown: string | null | undefined) {
  const missing = /!\[\s*\]\(\s*([^)\s]+)/.exec(markdown ?? '');
  return missing ? `The image ${missing[1]} has no alt text: write it between the brackets, ![like this](…).` : null;
}

/**
 * Alt-text field errors for a content form: `images` maps each image field to its alt field,
 * `markdown` names the Markdown fields (both derived from a definition's fields: `images` and
 * `markdownFields`). The form shows each error beside the alt field (or the
 * Markdown field) it names, like any other field error.
 */
export function altTextErrors(
  fields: Record<string, unknown>,
  { images = {}, markdown = [] }: { images?: Readonly<Record<string, string>>; markdown?: readonly string[] },
) {
  const errors: Record<string, string> = {};
  for (const [image, alt] of Object.entries(images)) {
    const problem = altTextProblem(String(fields[image] ?? ''), String(fields[alt] ?? ''));
    if (problem) errors[alt] = problem;
  }
  for (const name of markdown) {
    const problem = markdownAltProblem(String(fields[name] ?? ''));
    if (problem) errors[name] = problem;
  }
  return errors;
}
