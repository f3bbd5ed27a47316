// Rasterises the generated demo art (public/images/demo/*.svg, the team portraits) into the same
// responsive versions uploads get: AVIF and WebP at each width of src/lib/image-widths.json up to the
// kind's largest, plus a 1200×630 PNG card for link previews. They stand in for photographs, so the
// pages, Lighthouse and the page-weight budget measure what real photos would cost.
// Written to public/images/v/ (not committed: about 5 MB of binaries), once: a manifest records the hash
// of each source and of the settings, and unchanged art is skipped. Run by prepare() in lib.mjs
// before every build, or by hand: node scripts/art-variants.mjs. See docs/decisions/075.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const images = path.join(root, 'public', 'images');
const out = path.join(images, 'v');
const manifestFile = path.join(out, 'manifest.json');
const config = JSON.parse(fs.readFileSync(path.join(root, 'src', 'lib', 'image-widths.json'), 'utf8'));
const OG = { width: 1200, height: 630 };
const ENCODERS = {
  avif: (pipeline) => pipeline.avif({ quality: 50, effort: 2 }),
  webp: (pipeline) => pipeline.webp({ quality: 75 }),
};
// Part of every source's key: changing the encoders or widths regenerates everything.
const SETTINGS = JSON.stringify({
  version: 1,
  widths: config.widths,
  og: OG,
  encoders: Object.values(ENCODERS).map(String),
});

/** Every art source with its kind's largest width: [relative path without .svg, largest]. */
function sources() {
  const list = [];
  for (const [prefix, largest] of Object.entries(config.art)) {
    const folder = path.join(images, path.dirname(prefix));
    for (const name of fs.readdirSync(folder).sort()) {
      const relative = `${path.dirname(prefix)}/${name.replace(/\.svg$/, '')}`;
      if (name.endsWith('.svg') && relative.startsWith(prefix) && /-[1-9]\d?$/.test(relative))
        list.push([relative, largest]);
    }
  }
  return list;
}

function widthsUpTo(largest) {
  return [...config.widths.filter((width) => width < largest), largest];
}

async function render(svg, relative, largest) {
  const { width: svgWidth, height: svgHeight } = await sharp(svg).metadata();
  const rasterAt = (width) => sharp(svg, { density: (72 * width) / svgWidth }).resize({ width });
  // Rasterise once at the largest width, downscale from that bitmap for the rest.
  const largestBitmap = await rasterAt(largest).png().toBuffer();
  const target = path.join(out, relative);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  for (const width of widthsUpTo(largest)) {
    for (const [format, encode] of Object.entries(ENCODERS)) {
      await encode(sharp(largestBitmap).resize({ width })).toFile(`${target}-${width}.${format}`);
    }
  }
  // The card is cut from a raster big enough to cover 1200×630 whatever the art's proportions.
  const cover = Math.max(OG.width, Math.ceil((OG.height * svgWidth) / svgHeight));
  await rasterAt(cover)
    .resize(OG.width, OG.height, { fit: 'cover', position: 'centre' })
    .png({ palette: true, quality: 90, compressionLevel: 9 })
    .toFile(`${target}-og.png`);
}

/** Makes the versions of any art that is new or changed since the last run; quick when nothing is. */
async function ensureArtVariants() {
  const manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : {};
  const next = {};
  let made = 0;
  for (const [relative, largest] of sources()) {
    const svg = fs.readFileSync(path.join(images, `${relative}.svg`));
    const key = createHash('sha256').update(SETTINGS).update(String(largest)).update(svg).digest('hex');
    const complete = fs.existsSync(path.join(out, `${relative}-og.png`));
    if (manifest[relative] !== key || !complete) {
      if (made === 0) console.log('[art] rasterising the demo art into public/images/v/ (once; about a minute)...');
      await render(svg, relative, largest);
      made++;
    }
    next[relative] = key;
  }
  fs.mkdirSync(out, { recursive: true });
  if (made || JSON.stringify(next) !== JSON.stringify(manifest))
    fs.writeFileSync(manifestFile, `${JSON.stringify(next, null, 2)}\n`);
  if (made) console.log(`[art] ${made} images rasterised`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await ensureArtVariants();
