import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { demoTalent } from '../../src/server/db/seed-data';
import { renderPressKit, type PressKitInput } from '../../src/server/press-kit/pdf';
import { portraitForPdf, pressPhotos } from '../../src/server/press-kit/photos';
import { pressKitWords } from '../../src/server/press-kit/words';

// The press kit (issue 26 item 4, decision 146): an A4 PDF a parser opens, with the artist's name and
// bio as text, fonts embedded, under 1 MB for every demo artist, its metadata escaped.

async function parse(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    text += `${content.items.map((item) => ('str' in item ? item.str : '')).join(' ')}\n`;
  }
  const first = await pdf.getPage(1);
  const info = (await pdf.getMetadata()).info as unknown as Record<string, unknown>;
  return { text: text.replace(/\s+/g, ' '), info, view: first.view, pages: pdf.numPages };
}

const agency = {
  name: 'Ngoma Entertainment',
  bookingEmail: 'bookings@example.com',
  phone: '+27 10 500 4620',
  siteUrl: 'https://example.com',
};

function kitOf(talent: (typeof demoTalent)[number], photo: Buffer | null): PressKitInput {
  return {
    name: talent.name,
    category: talent.category,
    location: talent.location,
    tagline: talent.tagline,
    bio: talent.bio,
    highlights: talent.highlights,
    shows: [
      { title: 'Rooftop Sessions', when: '12 March 2027 at 20:00 EAT', place: 'Skyline Terrace, Nairobi, Kenya' },
    ],
    socials: [{ label: 'Instagram', url: talent.instagram_url }],
    listen: [{ label: 'YouTube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
    photo,
    profileUrl: `https://example.com/talent/${talent.slug}`,
    agency,
    lang: 'en',
    words: pressKitWords('en', talent.name),
  };
}

describe('press kit PDF', () => {
  it('is an A4 PDF with the artist’s name, bio and booking contact, under 1 MB for every demo artist', async () => {
    for (const talent of demoTalent) {
      const photo = await portraitForPdf(talent.image_url);
      expect(photo, talent.slug).not.toBeNull();
      const bytes = await renderPressKit(kitOf(talent, photo));
      expect(bytes.length, talent.slug).toBeLessThan(1024 * 1024);
      const { text, info, view } = await parse(bytes);
      expect(view.map(Math.round)).toEqual([0, 0, 595, 842]);
      expect(text).toContain(talent.name);
      // The bio's first sentence, as text a parser reads (the font's ToUnicode map is embedded).
      expect(text).toContain(talent.bio.split('. ')[0]!.replace(/\s+/g, ' '));
      expect(text).toContain('bookings@example.com');
      expect(text).toContain('Rooftop Sessions');
      expect(info.Title).toBe(`${talent.name} — Press kit`);
      // Fonts embedded: a FontFile2 (TrueType) stream, no reference to a font the reader must have.
      expect(bytes.includes('/FontFile2')).toBe(true);
    }
  }, 60_000);

  it('is written in the language asked for: its headings, title and language tag', async () => {
    const talent = demoTalent[0]!;
    const bytes = await renderPressKit({
      ...kitOf(talent, null),
      bio: '',
      lang: 'fr',
      words: pressKitWords('fr', talent.name),
    });
    const { text, info } = await parse(bytes);
    expect(info.Title).toBe(`${talent.name} — Dossier de presse`);
    expect(text).toContain('Réservations');
    expect(text).toContain('Biographie complète à venir.');
    expect(text).toContain('Prochaines dates');
    expect(text).toContain('Écouter : YouTube');
    expect(text).not.toContain('Biography');
    expect(bytes.toString('latin1')).toContain('/Lang (fr)');
  });

  it('escapes every field: a hostile name stays text in the metadata and on the page', async () => {
    const name = 'Evil) /JS (app.alert(1)) >> \\ <</OpenAction';
    const bytes = await renderPressKit({
      ...kitOf(demoTalent[0]!, null),
      name,
      words: pressKitWords('en', name),
      bio: 'Line one.\n\nLine (two) \\ end.',
    });
    const { text, info } = await parse(bytes);
    expect(info.Title).toBe(`${name} — Press kit`);
    expect(text).toContain('Line (two) \\ end.');
    const raw = bytes.toString('latin1');
    // In the info dictionary as one escaped string; no XML copy of it (pdfkit's XMP is not escaped).
    expect(raw).not.toContain('/JS (app.alert');
    expect(raw).not.toContain('/Metadata');
  });
});

describe('press photos', () => {
  it('are the portrait and gallery files as the site has them, a site path only', async () => {
    const talent = demoTalent[0]!;
    const photos = await pressPhotos({
      slug: talent.slug,
      image_url: talent.image_url,
      gallery: [...talent.gallery, '/images/../../etc/passwd', 'https://elsewhere.example/x.jpg'],
    });
    expect(photos.map((p) => p.name)).toEqual([
      `${talent.slug}-portrait.svg`,
      ...talent.gallery.map((_, i) => `${talent.slug}-${i + 2}.svg`),
    ]);
  });
});
