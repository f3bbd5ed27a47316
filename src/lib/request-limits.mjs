// @ts-check
/**
 * The largest request body a server action (or any other form post through src/proxy.ts) may send:
 * an admin's Markdown post is at most 100,000 characters, inquiries refuse anything over 64 KB, and
 * uploads go to their own route (10 MB, not through the proxy). next.config.mjs gives Next.js the same
 * number, so the proxy's 413 and Next's own limit can never disagree.
 */
export const MAX_FORM_BODY_BYTES = 1024 * 1024;
