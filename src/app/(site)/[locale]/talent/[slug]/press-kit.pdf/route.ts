import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales.mjs';
import { getPressKit } from '@/server/data/press-kit';

/**
 * /talent/<slug>/press-kit.pdf (and /fr/…, /sw/…): the artist's press kit in the path's language,
 * built once per change (decision 146).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  const kit = await getPressKit(slug, isLocale(locale) ? locale : DEFAULT_LOCALE);
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
