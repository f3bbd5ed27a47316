import { MAX_INQUIRY_BODY_BYTES, type InquiryFormState } from '@/lib/schemas/inquiries';
import { nudgeOutbox } from '@/server/mail/outbox';
import { GENERIC_FAILURE, submitInquiry } from '@/server/inquiries/submit';
import { clientIp } from '@/server/security/client-ip';
import { originVerdict } from '@/server/security/origin';

/**
 * Where inquiry forms post, with JavaScript (fetch, `Accept: application/json`: the answer is JSON,
 * `{ status: 'success' }` or `{ status: 'error', message, fieldErrors }`) and without it: 303 to the
 * confirmation page on success; 400, 403, 413 or 429 with a short page saying what to do otherwise.
 * No server action takes anonymous posts (docs/decisions/114-server-functions-gate-and-request-framing.md).
 * Route handlers get no origin check from Next.js: src/proxy.ts makes it, and it is repeated here
 * (src/server/security/origin.ts), so the route stays safe should the proxy's matcher change.
 */

function escape(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(status: number, message: string, headers: Record<string, string> = {}) {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Submission Failed</title></head>
<body style="font-family:system-ui,sans-serif;background:#0b0a09;color:#f5f5f4;display:grid;place-items:center;min-height:100vh;margin:0;padding:1rem">
<main style="max-width:32rem"><h1>Submission Failed</h1><p role="alert">${escape(message)}</p>
<p><a style="color:#fbbf24" href="/contact">Back to the contact page</a></p></main></body></html>`;
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

export async function POST(request: Request) {
  // The form's fetch gets the same answers as the state the form shows (message beside the fields).
  const fromScript = /application\/json/.test(request.headers.get('accept') ?? '');
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
      : page(status, message, headers);
  if (originVerdict(request.headers) !== 'same-origin') {
    return refuse(403, 'This form can only be sent from our own website.');
  }
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(declared)) return refuse(411, GENERIC_FAILURE);
  // Declared size first (cheap); URL-encoding can triple non-ASCII text, hence the margin.
  if (declared > MAX_INQUIRY_BODY_BYTES * 3) {
    return refuse(413, 'Your message is too long. Please shorten it and try again.');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(400, GENERIC_FAILURE);
  }
  try {
    const outcome = await submitInquiry(form, { ip: await clientIp() });
    if (!outcome.ok) {
      const retry: Record<string, string> = outcome.retryAfterSeconds
        ? { 'retry-after': String(outcome.retryAfterSeconds) }
        : {};
      if (fromScript) return refuse(outcome.status, outcome.message, retry, outcome.fieldErrors);
      const details = Object.values(outcome.fieldErrors ?? {});
      return refuse(
        outcome.status,
        details.length ? `${outcome.message} ${details.join(' ')}` : outcome.message,
        retry,
      );
    }
    if (outcome.id !== null) nudgeOutbox();
    if (fromScript) {
      return Response.json({ status: 'success', nonce: Date.now() } satisfies InquiryFormState, {
        headers: { 'cache-control': 'no-store' },
      });
    }
    return new Response(null, {
      status: 303,
      headers: { location: '/contact/thank-you', 'cache-control': 'no-store' },
    });
  } catch (error) {
    console.error('[inquiries] submission failed:', error);
    return refuse(500, GENERIC_FAILURE);
  }
}
