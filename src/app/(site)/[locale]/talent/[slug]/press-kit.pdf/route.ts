import { getPressKit } from '@/server/data/press-kit';

/** /talent/<slug>/press-kit.pdf: the artist's press kit, built once per change (decision 146). */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const kit = await getPressKit(slug);
  if (!kit) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const bytes = Buffer.from(kit.pdf, 'base64');
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.length),
      'Content-Disposition': `inline; filename="${kit.slug}-press-kit.pdf"`,
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'X-Generated-At': kit.generatedAt,
    },
  });
}
