import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales.mjs';
import { zipSync } from 'fflate';
import { getTalent } from '@/server/data/public';
import { pressPhotos } from '@/server/press-kit/photos';

/**
 * /talent/<slug>/press-photos.zip: the profile's photos at full resolution (decision 146). Stored, not
 * deflated: the images are compressed already. Made per request from the cached profile: it is files
 * read from disk or the upload store, too big to keep in the in-memory cache.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  // The language from the path (route handlers have no root parameters): a translated slug works too.
  const talent = await getTalent(slug, isLocale(locale) ? locale : DEFAULT_LOCALE);
  if (!talent)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const photos = await pressPhotos(talent);
  const zip = zipSync(
    Object.fromEntries(photos.map((photo) => [photo.name, [new Uint8Array(photo.bytes), { level: 0 }]])),
  );
  return new Response(zip, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Length': String(zip.length),
      'Content-Disposition': `attachment; filename="${talent.slug}-press-photos.zip"`,
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
