import { MAX_INQUIRY_BODY_BYTES } from '@/lib/schemas/inquiries';
import { inquiryRoute } from '@/server/inquiries/post-route';

/** Where the contact, booking and artist forms post, with and without JavaScript (post-route.ts). */
export const POST = inquiryRoute({
  // URL-encoding can triple non-ASCII text, hence the margin over the 64 KB of text a form may carry.
  maxBodyBytes: MAX_INQUIRY_BODY_BYTES * 3,
  tooLarge: 'tooLong',
});
