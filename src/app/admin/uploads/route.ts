import { AdminAuthError, assertAdmin } from '@/server/auth/guard';
import { originRefusal, originVerdict } from '@/server/security/origin';
import { MAX_UPLOAD_BYTES, storeImageUpload, UploadError } from '@/server/uploads/images';

const json = (body: unknown, status: number) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });

/** Image upload for the admin forms: multipart `file`; answers `{ url }`. Admin session required. */
export async function POST(request: Request) {
  try {
    await assertAdmin();
  } catch (error) {
    if (error instanceof AdminAuthError) return json({ error: 'Not signed in' }, 401);
    throw error;
  }
  // src/proxy.ts does not see this route (its body streams), so the origin check is made here.
  const verdict = originVerdict(request.headers);
  if (verdict !== 'same-origin') {
    const { status } = originRefusal(verdict);
    return json({ error: status === 403 ? 'Cross-site upload refused' : 'Bad Request' }, status);
  }
  // Refuse oversized bodies before reading them (the file limit is 10 MB; allow for the multipart framing).
  const length = Number(request.headers.get('content-length'));
  if (!Number.isFinite(length) || length <= 0) return json({ error: 'Expected a multipart form with a file.' }, 411);
  if (length > MAX_UPLOAD_BYTES + 64 * 1024) return json({ error: 'Images can be at most 10 MB.' }, 413);
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get('file');
  } catch {
    return json({ error: 'Expected a multipart form with a file.' }, 400);
  }
  if (!(file instanceof File)) return json({ error: 'Choose an image to upload.' }, 400);
  try {
    return json(await storeImageUpload(file), 201);
  } catch (error) {
    if (error instanceof UploadError) {
      const refusal = json({ error: error.message }, error.status);
      // 503: the decode queue is full (src/server/uploads/images.ts); it drains in seconds.
      if (error.status === 503) refusal.headers.set('Retry-After', '30');
      return refusal;
    }
    console.error('[uploads] failed', error);
    return json({ error: 'The image could not be stored.' }, 500);
  }
}
