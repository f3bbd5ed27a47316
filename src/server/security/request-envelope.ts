import { MAX_FORM_BODY_BYTES } from '@/lib/request-limits.mjs';

/** A refusal the proxy answers itself, before Next.js parses anything. */
export type Refusal = { status: 400 | 411 | 413; message: string };

const ACTION_HEADER = 'next-action';

/**
 * What a body-carrying request must declare before anything reads its body: its length (browsers
 * always send Content-Length with a form or fetch body; a chunked body could only be measured by
 * reading it), within MAX_FORM_BODY_BYTES. Next.js would otherwise read an oversized server-action
 * body and answer its own 413 as a 500.
 */
export function refuseBodyLength(h: { get(name: string): string | null }): Refusal | null {
  const declared = h.get('content-length');
  if (declared === null || !/^\d+$/.test(declared.trim())) {
    return { status: 411, message: 'Length Required: send the body with a Content-Length.' };
  }
  if (Number(declared) > MAX_FORM_BODY_BYTES) {
    return { status: 413, message: 'Payload Too Large: forms on this site are at most 1 MB.' };
  }
  return null;
}

/** True when Next.js would treat this POST as a server action (its own test, less the URL-encoded case it refuses itself). */
export function mayBeServerAction(h: { get(name: string): string | null }) {
  return h.get(ACTION_HEADER) !== null || isMultipart(h.get('content-type'));
}

function isMultipart(contentType: string | null) {
  return /^multipart\/form-data\s*;/i.test(contentType ?? '');
}

/**
 * The envelope of a server-action request, checked on its (already size-checked) body: the two
 * shapes React's client sends — a multipart form, or for plain arguments a JSON array as
 * `text/plain` — each parseable. Anything else would make Next.js throw while decoding, which it
 * answers with 500. The argument values themselves are each action's to validate.
 */
export async function refuseActionEnvelope(
  h: { get(name: string): string | null },
  body: Uint8Array<ArrayBuffer>,
): Promise<Refusal | null> {
  const contentType = h.get('content-type');
  const malformed: Refusal = { status: 400, message: 'Bad Request: this is not a form this site sent.' };
  if (isMultipart(contentType)) {
    try {
      await new Response(body, { headers: { 'content-type': contentType! } }).formData();
      return null;
    } catch {
      return malformed;
    }
  }
  if (h.get(ACTION_HEADER) === null) return null;
  if (!/^text\/plain\s*(;|$)/i.test(contentType ?? '')) return malformed;
  try {
    return Array.isArray(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body))) ? null : malformed;
  } catch {
    return malformed;
  }
}
