// @ts-check
/**
 * The largest request body a server action (or any other form post through src/proxy.ts but the job
 * application route, below) may send:
 * an admin's Markdown post is at most 100,000 characters, inquiries refuse anything over 64 KB, and
 * uploads go to their own route (10 MB, not through the proxy). next.config.mjs gives Next.js the same
 * number for actions, so the proxy's 413 and Next's own limit can never disagree.
 */
export const MAX_FORM_BODY_BYTES = 1024 * 1024;

/** The largest CV a job application may carry (decision 129). */
export const MAX_CV_FILE_BYTES = 5 * 1024 * 1024;

/** Where job applications post (multipart, with or without JavaScript): the one route allowed a bigger body. */
export const APPLICATION_SUBMIT_PATH = '/careers/submit';

/** An application's body: the CV, the text fields (at most 64 KB) and the multipart framing, with room to spare. */
export const MAX_APPLICATION_BODY_BYTES = MAX_CV_FILE_BYTES + 1024 * 1024;

/**
 * The largest body a request to `pathname` may declare, checked before anything reads it: by the
 * server entry (server/index.mjs, before Next.js buffers a byte for the proxy) and again by the proxy
 * (src/server/security/screen-request.ts, for a bare `next start`). Only the application route may
 * send more than MAX_FORM_BODY_BYTES. /admin/uploads is not screened here: it bypasses the proxy and
 * its route refuses an oversized image by the declared length before reading it.
 * @param {string} pathname
 */
export function bodyLimitFor(pathname) {
  return pathname === APPLICATION_SUBMIT_PATH ? MAX_APPLICATION_BODY_BYTES : MAX_FORM_BODY_BYTES;
}

/**
 * The refusal of a body by its declared length: 411 without one (or with one that is not a number),
 * 413 over `limit`; null when it may be read.
 * @param {string | null | undefined} declared the Content-Length header
 * @param {number} limit
 * @returns {{ status: 411 | 413, message: string } | null}
 */
export function bodyLengthRefusal(declared, limit) {
  if (declared === null || declared === undefined || !/^\d+$/.test(declared.trim())) {
    return { status: 411, message: 'Length Required: send the body with a Content-Length.' };
  }
  if (Number(declared) <= limit) return null;
  const most =
    limit === MAX_FORM_BODY_BYTES
      ? 'forms on this site are at most 1 MB'
      : `this form is at most ${Math.round(limit / (1024 * 1024))} MB (a CV at most ${MAX_CV_FILE_BYTES / (1024 * 1024)} MB)`;
  return { status: 413, message: `Payload Too Large: ${most}.` };
}
