import { adminRoute, privateJson } from '@/server/actions/admin-action';
import { logError } from '@/server/log';
import { MAX_UPLOAD_BYTES, storeImageUpload, UploadError } from '@/server/uploads/images';

/** Image upload for the admin forms: multipart `file`; answers `{ url }`. Admin session and our own origin required. */
export const POST = adminRoute(
  async (request) => {
    // Refuse oversized bodies before reading them (the file limit is 10 MB; allow for the multipart framing).
    const length = Number(request.headers.get('content-length'));
    if (!Number.isFinite(length) || length <= 0)
      return privateJson({ error: 'Expected a multipart form with a file.' }, 411);
    if (length > MAX_UPLOAD_BYTES + 64 * 1024) return privateJson({ error: 'Images can be at most 10 MB.' }, 413);
    let file: FormDataEntryValue | null;
    try {
      file = (await request.formData()).get('file');
    } catch {
      return privateJson({ error: 'Expected a multipart form with a file.' }, 400);
    }
    if (!(file instanceof File)) return privateJson({ error: 'Choose an image to upload.' }, 400);
    try {
      return privateJson(await storeImageUpload(file), 201);
    } catch (error) {
      if (!(error instanceof UploadError)) {
        logError('image upload failed', error);
        return privateJson({ error: 'The image could not be stored.' }, 500);
      }
      const refusal = privateJson({ error: error.message }, error.status);
      // 503: the decode queue is full (src/server/uploads/images.ts); it drains in seconds.
      if (error.status === 503) refusal.headers.set('Retry-After', '30');
      return refusal;
    }
  },
  { name: 'image upload', permission: 'content.edit' },
);
