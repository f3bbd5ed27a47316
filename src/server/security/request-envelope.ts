import { bodyLengthRefusal, MAX_FORM_BODY_BYTES } from '@/lib/request-limits.mjs';

/** A refusal the proxy answers itself, before Next.js parses anything. */
export type Refusal = { status: 400 | 403 | 411 | 413; message: string };

type HeaderReader = { get(name: string): string | null };

const ACTION_HEADER = 'next-action';

/** Parts a server-function body may have: an admin form has a few dozen fields (9,000 made Next.js answer 500). */
export const MAX_ACTION_PARTS = 500;
/** How deeply an argument may nest: an action's previous state and its field errors need four levels. */
export const MAX_ACTION_DEPTH = 8;

/**
 * What a body-carrying request must declare before anything reads its body: its length (browsers
 * always send Content-Length with a form or fetch body; a chunked body could only be measured by
 * reading it), within `limit` (MAX_FORM_BODY_BYTES; bodyLimitFor(path) names the one route allowed
 * more). Next.js would otherwise read an oversized server-action body and answer its own 413 as a 500.
 */
export function refuseBodyLength(h: HeaderReader, limit: number = MAX_FORM_BODY_BYTES): Refusal | null {
  return bodyLengthRefusal(h.get('content-length'), limit);
}

/**
 * True when Next.js would hand this request to React's server-function decoder, were it posted to a
 * page: a `Next-Action` header (any method), or a POST with a form content type — multipart, URL-encoded
 * (Next's own test) or `text/plain` (how React's client sends plain arguments).
 */
export function mayBeServerFunctionCall(method: string, h: HeaderReader) {
  if (h.get(ACTION_HEADER) !== null) return true;
  return (
    method === 'POST' &&
    /^(?:multipart\/form-data|application\/x-www-form-urlencoded|text\/plain)\s*(;|$)/i.test(
      h.get('content-type')?.trim() ?? '',
    )
  );
}

function isMultipart(contentType: string | null) {
  return /^multipart\/form-data\s*;/i.test(contentType ?? '');
}

const MALFORMED: Refusal = { status: 400, message: 'Bad Request: this is not a form this site sent.' };

/** A server-function request whose envelope passed: the action ids it names. */
export type ActionEnvelope = { ids: string[] };

/**
 * The envelope of a server-function request, checked on its (already size-checked) body before
 * React decodes it: the shapes React's client sends — a multipart form, or for plain arguments a JSON
 * array as `text/plain` — each parseable, with at most MAX_ACTION_PARTS parts, arguments nested at most
 * MAX_ACTION_DEPTH deep and no reference React's client would not send for a form (a Map, a Blob, a
 * BigInt, a stream…: decoding those threw, a 500). Returns the action ids the request names (the
 * `Next-Action` header, or the `$ACTION_ID_…` / `$ACTION_REF_…` fields of a form posted without
 * JavaScript), or a 400. The argument values themselves are each action's to validate.
 */
export async function readActionEnvelope(
  h: HeaderReader,
  body: Uint8Array<ArrayBuffer>,
): Promise<ActionEnvelope | Refusal> {
  const contentType = h.get('content-type');
  const header = h.get(ACTION_HEADER);
  const ids = header === null ? [] : [header];
  if (isMultipart(contentType)) {
    let form: FormData;
    try {
      form = await new Response(body, { headers: { 'content-type': contentType! } }).formData();
    } catch {
      return MALFORMED;
    }
    let parts = 0;
    for (const [name, value] of form.entries()) {
      if (++parts > MAX_ACTION_PARTS) return MALFORMED;
      if (typeof value !== 'string') continue;
      // Numbered parts are the JSON of React's reply; `<n>_<field>` parts are plain form values.
      if (header !== null && /^\d+$/.test(name) && !isPlainReply(value)) return MALFORMED;
      if (header !== null) continue;
      if (name.startsWith('$ACTION_ID_')) ids.push(name.slice('$ACTION_ID_'.length));
      else if (name.startsWith('$ACTION_REF_')) {
        const id = boundActionId(form.get(`$ACTION_${name.slice('$ACTION_REF_'.length)}:0`));
        if (id === null) return MALFORMED;
        ids.push(id);
      } else if (/^\$ACTION_\d+:[1-9]\d*$/.test(name) && !isPlainReply(value)) return MALFORMED;
    }
    return { ids };
  }
  if (header === null) return { ids };
  if (!/^text\/plain\s*(;|$)/i.test(contentType ?? '')) return MALFORMED;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return MALFORMED;
  }
  return text.trimStart().startsWith('[') && isPlainReply(text) ? { ids } : MALFORMED;
}

/**
 * The id in the metadata part of a bound action posted without JavaScript: `{"id":…,"bound":null}`, or
 * `"bound":"$@<n>"` naming the part with the bound arguments (checked like any other part).
 */
function boundActionId(metadata: FormDataEntryValue | null) {
  if (typeof metadata !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(metadata);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || !('id' in parsed) || typeof parsed.id !== 'string') return null;
  const bound = 'bound' in parsed ? parsed.bound : null;
  return bound === null || (typeof bound === 'string' && /^\$@\d+$/.test(bound)) ? parsed.id : null;
}

/**
 * `$`-strings React's client writes for the values a form action gets: an escaped `$`, a FormData,
 * undefined, non-finite numbers, -0 and dates. Anything else (`$Q` Map, `$B` Blob, `$n` BigInt, `$@`
 * promise, `$h` server reference, streams, typed arrays…) is refused before the decoder sees it.
 */
const FORM_REFERENCE = /^\$(?:\$|K[0-9a-f]+$|undefined$|NaN$|-?Infinity$|-0$|D)/;

/**
 * True for JSON nested at most MAX_ACTION_DEPTH deep whose `$`-strings are all FORM_REFERENCEs.
 * The depth is measured before parsing, so 200,000 `[` cost one pass, not a stack overflow.
 */
export function isPlainReply(text: string) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (++depth > MAX_ACTION_DEPTH) return false;
    } else if (c === ']' || c === '}') depth--;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  return referencesAreFormValues(parsed);
}

function referencesAreFormValues(value: unknown): boolean {
  if (typeof value === 'string') return !value.startsWith('$') || FORM_REFERENCE.test(value);
  if (Array.isArray(value)) return value.every(referencesAreFormValues);
  if (value && typeof value === 'object') return Object.values(value).every(referencesAreFormValues);
  return true;
}
