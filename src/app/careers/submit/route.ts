import { MAX_APPLICATION_BODY_BYTES } from '@/lib/request-limits.mjs';
import { inquiryRoute } from '@/server/inquiries/post-route';

/**
 * Where job applications post, as multipart with an optional CV, with and without JavaScript
 * (post-route.ts). The one public route whose body may exceed 1 MB (src/lib/request-limits.mjs), so it
 * takes applications only.
 */
export const POST = inquiryRoute({
  maxBodyBytes: MAX_APPLICATION_BODY_BYTES,
  tooLarge: 'cvTooLarge',
  kinds: ['application'],
});
