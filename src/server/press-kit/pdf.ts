import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import wawoff2 from 'wawoff2';

/**
 * A talent's press kit as an A4 PDF (docs/decisions/146-press-kit.md), made with pdfkit: its text flows
 * and breaks pages by itself, and it embeds a subset of the site's own fonts (src/assets/fonts, WOFF2
 * made TTF here: fontkit cannot subset WOFF2's transformed glyphs). Every string is handed to pdfkit
 * as text, never as PDF syntax: it writes the metadata as escaped PDF strings (tests/integration/press-kit.test.ts).
 */

export type PressKitInput = {
  name: string;
  category: string;
  location: string;
  tagline: string;
  bio: string;
  highlights: readonly { value: string; label: string }[];
  shows: readonly { title: string; when: string; place: string }[];
  socials: readonly { label: string; url: string }[];
  listen: readonly { label: string; url: string }[];
  /** The portrait as JPEG or PNG bytes, or null (then the page has none). */
  photo: Buffer | null;
  profileUrl: string;
  agency: { name: string; bookingEmail: string; phone: string; siteUrl: string };
  /** The document's language and its words in it (the PressKit catalogue namespace). */
  lang: string;
  words: PressKitWords;
};

export type PressKitWords = {
  document: string;
  talent: string;
  booking: string;
  biography: string;
  biographySoon: string;
  highlights: string;
  shows: string;
  listen: (label: string) => string;
  links: string;
};

const FONTS = path.join(process.cwd(), 'src/assets/fonts');
let fonts: Promise<{ body: Buffer; display: Buffer }> | undefined;

/** The site's fonts as TTF, decoded once per process. */
function loadFonts() {
  fonts ??= Promise.all(
    ['inter-subset.woff2', 'bricolage-grotesque-subset.woff2'].map(async (file) =>
      Buffer.from(await wawoff2.decompress(await fs.readFile(path.join(FONTS, file)))),
    ),
  ).then(([body, display]) => ({ body: body!, display: display! }));
  fonts.catch(() => (fonts = undefined));
  return fonts;
}

const INK = '#15110e';
const MUTED = '#5b524a';
const GOLD = '#a4690f';
const A4_MARGIN = 50;

export async function renderPressKit(kit: PressKitInput): Promise<Buffer> {
  const { body, display } = await loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: A4_MARGIN,
    info: {
      Title: kit.words.document,
      Author: kit.agency.name,
      Subject: [kit.category, kit.location].filter(Boolean).join(', '),
      Creator: kit.agency.siteUrl,
      Producer: kit.agency.name,
    },
    lang: kit.lang,
    displayTitle: true,
    // PDF 1.3, pdfkit's default: from 1.4 on it also writes the info as XMP, an XML stream it does not
    // escape (a name with "<" would break it). The info dictionary alone is written as escaped strings.
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('body', body);
  doc.registerFont('display', display);
  const width = doc.page.width - 2 * A4_MARGIN;

  // The first screen: portrait left, name and facts right.
  const top = doc.y;
  const photoWidth = 200;
  if (kit.photo) {
    doc.image(kit.photo, A4_MARGIN, top, { fit: [photoWidth, 250] });
  }
  const textX = kit.photo ? A4_MARGIN + photoWidth + 24 : A4_MARGIN;
  const textWidth = kit.photo ? width - photoWidth - 24 : width;
  doc
    .font('body')
    .fontSize(10)
    .fillColor(GOLD)
    .text((kit.category || kit.words.talent).toLocaleUpperCase(kit.lang), textX, top, {
      width: textWidth,
      characterSpacing: 1.5,
    });
  doc.moveDown(0.4).font('display').fontSize(30).fillColor(INK).text(kit.name, { width: textWidth });
  if (kit.location)
    doc.moveDown(0.2).font('body').fontSize(11).fillColor(MUTED).text(kit.location, { width: textWidth });
  if (kit.tagline) doc.moveDown(0.6).font('body').fontSize(13).fillColor(INK).text(kit.tagline, { width: textWidth });
  doc.moveDown(1).font('body').fontSize(10).fillColor(INK).text(kit.words.booking, { width: textWidth });
  doc.fillColor(MUTED).text(kit.agency.name, { width: textWidth });
  doc.fillColor(GOLD).text(kit.agency.bookingEmail, { width: textWidth, link: `mailto:${kit.agency.bookingEmail}` });
  if (kit.agency.phone) doc.fillColor(MUTED).text(kit.agency.phone, { width: textWidth });
  doc.fillColor(GOLD).text(kit.profileUrl, { width: textWidth, link: kit.profileUrl });
  doc.x = A4_MARGIN;
  doc.y = Math.max(doc.y, kit.photo ? top + 250 : doc.y) + 24;

  const heading = (title: string) => {
    if (doc.y > doc.page.height - A4_MARGIN - 80) doc.addPage();
    doc.moveDown(0.8).font('display').fontSize(16).fillColor(INK).text(title, A4_MARGIN, doc.y, { width });
    doc.moveDown(0.3).font('body').fontSize(10.5).fillColor(INK);
  };

  heading(kit.words.biography);
  for (const paragraph of (kit.bio || kit.words.biographySoon).split(/\n\s*\n/)) {
    doc.text(paragraph.replace(/\s*\n\s*/g, ' ').trim(), { width, align: 'left', lineGap: 2 });
    doc.moveDown(0.6);
  }

  if (kit.highlights.length) {
    heading(kit.words.highlights);
    for (const h of kit.highlights) {
      doc.font('display').fillColor(GOLD).text(h.value, { continued: true, width });
      doc.font('body').fillColor(INK).text(`  ${h.label}`, { width });
    }
  }

  if (kit.shows.length) {
    heading(kit.words.shows);
    for (const show of kit.shows) {
      doc.font('body').fillColor(INK).text(show.title, { width });
      doc.fillColor(MUTED).text(`${show.when} · ${show.place}`, { width });
      doc.moveDown(0.4);
    }
  }

  const links = [...kit.listen.map((l) => ({ ...l, label: kit.words.listen(l.label) })), ...kit.socials];
  if (links.length) {
    heading(kit.words.links);
    for (const link of links) {
      doc.font('body').fillColor(INK).text(`${link.label}: `, { continued: true, width });
      doc.fillColor(GOLD).text(link.url, { link: link.url, width });
    }
  }

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
