import { MAX_INQUIRY_BODY_BYTES } from '@/lib/schemas/inquiries';
import { nudgeOutbox } from '@/server/mail/outbox';
import { GENERIC_FAILURE, submitInquiry } from '@/server/inquiries/submit';
import { clientIp } from '@/server/security/client-ip';
import { originVerdict } from '@/server/security/origin';

/**
 * Where inquiry forms post when JavaScript is off (with JavaScript they call the server action).
 * A route handler, unlike a server action, can answer with real statuses: 303 to the confirmation
 * page on success; 400, 403, 413 or 429 with a short page saying what to do otherwise.
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
  if (originVerdict(request.headers) !== 'same-origin') {
    return page(403, 'This form can only be sent from our own website.');
  }
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(declared)) return page(411, GENERIC_FAILURE);
  // Declared size first (cheap); URL-encoding can triple non-ASCII text, hence the margin.
  if (declared > MAX_INQUIRY_BODY_BYTES * 3) {
    return page(413, 'Your message is too long. Please shorten it and try again.');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return page(400, GENERIC_FAILURE);
  }
  try {
    const outcome = await submitInquiry(form, { ip: await clientIp() });
    if (!outcome.ok) {
      const details = Object.values(outcome.fieldErrors ?? {});
      const message = details.length ? `${outcome.message} ${details.join(' ')}` : outcome.message;
      return page(
        outcome.status,
        message,
        outcome.retryAfterSeconds ? { 'retry-after': String(outcome.retryAfterSeconds) } : {},
      );
    }
    if (outcome.id !== null) nudgeOutbox();
    return new Response(null, {
      status: 303,
      headers: { location: '/contact/thank-you', 'cache-control': 'no-store' },
    });
  } catch (error) {
    console.error('[inquiries] submission failed:', error);
    return page(500, GENERIC_FAILURE);
  }
}
