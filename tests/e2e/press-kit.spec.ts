import { unzipSync } from 'fflate';
import { expect, html, test } from './fixtures';
import { pdfText } from './pdf-text';

// The press kit (issue 26 item 4, decision 146), on the demo content: read only, so the second request
// meets the copy the first one made (no admin save runs beside it in this phase).

test('the press kit PDF opens in a parser with the artist’s name and bio, and the second request is the cached copy', async ({
  request,
}) => {
  const profile = await html(request, '/talent/nomvula-khoza');
  expect(profile).toContain('href="/talent/nomvula-khoza/press-kit.pdf"');
  expect(profile).toContain('href="/talent/nomvula-khoza/press-photos.zip"');

  const first = await request.get('/talent/nomvula-khoza/press-kit.pdf');
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toBe('application/pdf');
  const bytes = await first.body();
  expect(bytes.length).toBeLessThan(1024 * 1024);
  const text = await pdfText(bytes);
  expect(text).toContain('Nomvula Khoza');
  expect(text).toContain('Nomvula Khoza grew up in Soweto');

  // From the cache: the same bytes, made at the same moment.
  const second = await request.get('/talent/nomvula-khoza/press-kit.pdf');
  expect(second.headers()['x-generated-at']).toBe(first.headers()['x-generated-at']);
  expect((await second.body()).equals(bytes)).toBe(true);
});

test('the French press kit is in French, linked from the French profile', async ({ request }) => {
  expect(await html(request, '/fr/talent/nomvula-khoza')).toContain('href="/fr/talent/nomvula-khoza/press-kit.pdf"');
  const french = await request.get('/fr/talent/nomvula-khoza/press-kit.pdf');
  expect(french.status()).toBe(200);
  const text = await pdfText(await french.body());
  expect(text).toContain('Nomvula Khoza');
  expect(text).toContain('Réservations');
  expect(text).toContain('Biographie');
  expect(text).toContain('/fr/talent/nomvula-khoza');
});

test('the press photos are a ZIP of the portrait and gallery; an unknown artist has neither', async ({ request }) => {
  const zip = await request.get('/talent/nomvula-khoza/press-photos.zip');
  expect(zip.status()).toBe(200);
  expect(zip.headers()['content-type']).toBe('application/zip');
  expect(Object.keys(unzipSync(new Uint8Array(await zip.body())))).toEqual([
    'nomvula-khoza-portrait.svg',
    'nomvula-khoza-2.svg',
    'nomvula-khoza-3.svg',
    'nomvula-khoza-4.svg',
  ]);
  expect((await request.get('/talent/no-such-artist/press-kit.pdf')).status()).toBe(404);
  expect((await request.get('/talent/no-such-artist/press-photos.zip')).status()).toBe(404);
});
