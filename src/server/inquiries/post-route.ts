import 'server-only';
import { type InquiryFormState, type InquiryKind, FORM_META } from '@/lib/schemas/inquiries';
import { localizePath, splitLocalePath, type Locale } from '@/lib/i18n/locales.mjs';
import { nudgeOutbox } from '../mail/outbox';
import { clientIp } from '../security/client-ip';
import { originVerdict } from '../security/origin';
import { confirmationPath } from './receipt';
import { formLocale, refusalIn } from './form-strings';
import { submitInquiry } from './submit';
import { logError } from '../log';

/**
 * The route handlers inquiry forms post to (/contact/submit; /careers/submit for applications, the
 * one route allowed a CV's body), with JavaScript (fetch, `Accept: application/json`: the answer is
 * JSON, `{ status: 'success', confirmation }` or `{ status: 'error', message, fieldErrors }`) and
 * without it: 303 to the confirmation page on success; 400, 403, 409, 413 or 429 with a short page
 * saying what to do otherwise. Both paths end on the same confirmation page (receipt.ts).
 * No server action takes anonymous posts (docs/decisions/114-server-functions-gate-and-request-framing.md).
 * Route handlers get no origin check from Next.js: src/proxy.ts makes it, and it is repeated here
 * (src/server/security/origin.ts), so the route stays safe should the proxy's matcher change.
 */

function escape(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The form page a refused post without JavaScript goes back to: the sending page of ours, by path
 * only, in its language (/fr/contact stays French); the contact page in `locale` otherwise.
 */
function formPage(request: Request, locale: Locale) {
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    const origin = request.headers.get('origin');
    const { path } = splitLocalePath(referer.pathname);
    if ((!origin || referer.origin === origin) && /^\/(contact|talent|careers)(\/|$)/.test(path)) {
      return localizePath(locale, path);
    }
  } catch {}
  return localizePath(locale, '/contact');
}

/** The language of the sending page, for refusals made before the form (and its `locale` field) is read. */
function refererLocale(request: Request): Locale {
  try {
    return splitLocalePath(new URL(request.headers.get('referer') ?? '').pathname).locale;
  } catch {
    return 'en';
  }
}

function page(
  status: number,
  message: string,
  {
    back,
    locale,
    details = [],
    headers = {},
  }: { back: string; locale: Locale; details?: string[]; headers?: Record<string, string> },
) {
  const t = refusalIn(locale);
  const title = status === 400 && details.length ? t('page.notSent') : t('page.failed');
  const list = details.length ? `<ul>${details.map((d) => `<li>${escape(d)}</li>`).join('')}</ul>` : '';
  const body = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;background:#0b0a09;color:#f5f5f4;display:grid;place-items:center;min-height:100vh;margin:0;padding:1rem">
<main style="max-width:32rem"><h1>${title}</h1><div role="alert"><p>${escape(message)}</p>${list}</div>
<p><a style="color:#fbbf24;display:inline-block;padding:0.5rem 0" href="${escape(back)}">${escape(t('page.back'))}</a></p></main></body></html>`;
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

export function inquiryRoute({
  maxBodyBytes,
  tooLarge,
  kinds,
}: {
  /** The largest body read (declared length): URL-encoding can triple non-ASCII text, hence a margin. */
  maxBodyBytes: number;
  /** The refusal of a body over the limit: a long message, or a CV too large (Forms.refusals). */
  tooLarge: 'tooLong' | 'cvTooLarge';
  /** The kinds this route takes (default: all). */
  kinds?: readonly InquiryKind[];
}) {
  return async function POST(request: Request) {
    // The form's fetch gets the same answers as the state the form shows (message beside the fields).
    const fromScript = /application\/json/.test(request.headers.get('accept') ?? '');
    // The sending page's language until the form's own `locale` field is read (decision 161).
    let locale = refererLocale(request);
    const t = () => refusalIn(locale);
    const refuse = (
      status: number,
      message: string,
      headers: Record<string, string> = {},
      fieldErrors?: Record<string, string>,
    ) =>
      fromScript
        ? Response.json({ status: 'error', nonce: Date.now(), message, fieldErrors } satisfies InquiryFormState, {
            status,
            headers: { 'cache-control': 'no-store', ...headers },
          })
        : page(status, message, {
            back: formPage(request, locale),
            locale,
            details: Object.values(fieldErrors ?? {}),
            headers,
          });
    if (originVerdict(request.headers) !== 'same-origin') {
      return refuse(403, t()('refusals.badOrigin'));
    }
    const declared = Number(request.headers.get('content-length') ?? NaN);
    if (!Number.isFinite(declared)) return refuse(411, t()('refusals.generic'));
    if (declared > maxBodyBytes) return refuse(413, t()(`refusals.${tooLarge}`));
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return refuse(400, t()('refusals.generic'));
    }
    locale = formLocale(form.get(FORM_META.locale) ?? locale);
    const kind = form.get(FORM_META.kind);
    if (kinds && !kinds.includes(kind as InquiryKind)) return refuse(400, t()('refusals.generic'));
    try {
      const outcome = await submitInquiry(form, { ip: await clientIp() });
      if (!outcome.ok) {
        const retry: Record<string, string> = outcome.retryAfterSeconds
          ? { 'retry-after': String(outcome.retryAfterSeconds) }
          : {};
        return refuse(outcome.status, outcome.message, retry, outcome.fieldErrors);
      }
      if (outcome.id !== null) nudgeOutbox();
      // The confirmation page in the form's language.
      const confirmation = localizePath(locale, await confirmationPath(outcome.receipt));
      if (fromScript) {
        return Response.json({ status: 'success', nonce: Date.now(), confirmation } satisfies InquiryFormState, {
          headers: { 'cache-control': 'no-store' },
        });
      }
      return new Response(null, { status: 303, headers: { location: confirmation, 'cache-control': 'no-store' } });
    } catch (error) {
      logError('inquiry.submit.failed', error);
      return refuse(500, t()('refusals.generic'));
    }
  };
}
