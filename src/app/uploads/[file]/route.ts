import { readImageUpload } from '@/server/uploads/images';

/**
 * Serves images uploaded in the admin. Names are random and never reused, so the response can be
 * cached for a year. Only names matching our own pattern are read (no path traversal).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const bytes = await readImageUpload(file);
  if (!bytes) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
