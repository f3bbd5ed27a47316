import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { originRefusal, originVerdict } from './origin';
import { isValidHost } from './host.mjs';
import { bodyLimitFor } from '@/lib/request-limits.mjs';
import { mayBeServerFunctionCall, readActionEnvelope, refuseBodyLength, type Refusal } from './request-envelope';
import { isRouteHandlerPath, serverFunctionVerdict } from './server-functions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Clean refusals, run by src/proxy.ts before Next.js routes anything (docs/decisions/063-clean-refusals.md).
 * Next.js answers several hostile requests with 500 — a server action from a foreign or `null`
 * Origin, an oversized or undecodable action body, a path with broken %-escapes — and logs each as
 * an unhandled error. Here they get their 4xx first:
 *  - 400 for a Host that is not a host, or a path whose %-escapes do not decode;
 *  - for every method that may change something: 403 unless the page that sent it is this site
 *    (src/server/security/origin.ts); for a POST also 411 without Content-Length, 413 over 1 MB (over
 *    6 MB on the job application route, which takes a CV: bodyLimitFor in src/lib/request-limits.mjs);
 *  - for anything Next.js would decode as a server-function call (screenServerFunctionCall): 403
 *    without a live admin session (`isAdmin`), or for a function that is not an admin action; 400 for
 *    a body React's client could not have sent, or an action the page does not hold.
 * Returns the refusal; for a state-changing request that passes, the response that lets it through;
 * null for a safe request that passes (the caller goes on).
 */
export async function screenRequest(
  request: NextRequest,
  isAdmin: () => Promise<boolean>,
): Promise<NextResponse | null> {
  const host = request.headers.get('host'); // absent only in HTTP/1.0, where Next.js uses its own name
  if (host !== null && !isValidHost(host)) return refuse(originRefusal('bad-host'));
  if (!decodesCleanly(request.nextUrl.pathname)) {
    return refuse({ status: 400, message: 'Bad Request: the address is malformed.' });
  }
  const serverFunctionCall =
    mayBeServerFunctionCall(request.method, request.headers) && !isRouteHandlerPath(request.nextUrl.pathname);
  if (serverFunctionCall && !(await isAdmin())) {
    return refuse({ status: 403, message: 'Forbidden: sign in to the admin first.' });
  }
  if (SAFE_METHODS.has(request.method)) return null;

  const verdict = originVerdict(request.headers);
  if (verdict !== 'same-origin') return refuse(originRefusal(verdict));
  if (request.method === 'POST') {
    const refusal =
      refuseBodyLength(request.headers, bodyLimitFor(request.nextUrl.pathname)) ??
      (serverFunctionCall ? await screenServerFunctionCall(request) : null);
    if (refusal) return refuse(refusal);
  }
  return passVerified(request);
}

/**
 * A signed-in admin's server-function call: its envelope (request-envelope.ts), then the ids it names
 * (server-functions.ts). React's decoder only ever sees bodies and ids that pass.
 */
async function screenServerFunctionCall(request: NextRequest): Promise<Refusal | null> {
  const envelope = await readActionEnvelope(request.headers, new Uint8Array(await request.arrayBuffer()));
  if ('status' in envelope) return envelope;
  switch (serverFunctionVerdict(envelope.ids, request.nextUrl.pathname)) {
    case 'refused':
      return { status: 403, message: 'Forbidden: this is not an action of this site.' };
    case 'wrong-page':
      return { status: 400, message: 'Bad Request: this page has no such form.' };
    default:
      return null;
  }
}

/**
 * Next.js repeats its own origin check on server actions, against X-Forwarded-Host, which it takes
 * from the client even without TRUST_PROXY; a mismatch it answers with 500. The request was just
 * verified, so Next.js is handed the host it was verified against: the Origin's own.
 */
function passVerified(request: NextRequest) {
  const origin = request.headers.get('origin');
  if (!origin) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.set('x-forwarded-host', new URL(origin).host);
  return NextResponse.next({ request: { headers } });
}

function decodesCleanly(pathname: string) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function refuse({ status, message }: { status: number; message: string }) {
  return new NextResponse(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
