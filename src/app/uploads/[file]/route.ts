import { readImageUpload } from '@/server/uploads/images';

/**
 * Serves the versions of images uploaded in the admin (never the kept originals). Names are derived
 * from the content and never reused for other bytes, so the response is cached for a year. Only
 * names matching our own pattern are read (no path traversal).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const upload = await readImageUpload(file);
  if (!upload)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(upload.bytes), {
    headers: {
      'Content-Type': upload.contentType,
      'Content-Length': String(upload.bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
