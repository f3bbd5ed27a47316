// Writes every image the site ships: the logo, app icons, the Open Graph card, the hero poster,
// team portraits and the demo art the seed data references (/images/demo/*). Deterministic (seeded
// PRNG), so re-running produces the same files. Run: node scripts/generate-art.mjs
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { C, logoBody } from './brand-art.mjs';

const root = path.resolve(import.meta.dirname, '..');
const pub = path.join(root, 'public');
const demo = path.join(pub, 'images', 'demo');
const art = path.join(pub, 'images', 'art');
fs.mkdirSync(demo, { recursive: true });
fs.mkdirSync(art, { recursive: true });

const accents = [C.gold, C.coral, C.jade, C.gold2, C.plum];
const grounds = [
  [C.plum, C.ink],
  [C.indigo, C.ink],
  ['#5a1f12', C.ink],
  ['#0f3b33', C.ink],
  ['#4a2a06', C.ink],
];

function rng(seed) {
  let s = seed * 2654435761;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 10000) / 10000;
  };
}
const r1 = (n) => Math.round(n * 10) / 10;
const pick = (rand, list) => list[Math.floor(rand() * list.length)];
const svg = (w, h, body, title) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${title}</title>${body}</svg>\n`;
const gradient = (id, a, b, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

/** Beadwork strip: alternating triangles along the bottom edge. */
function beads(w, y, size, colors) {
  let out = '';
  for (let x = 0, i = 0; x < w; x += size, i++) {
    out += `<path d="M${x} ${y + size}L${x + size / 2} ${y}L${x + size} ${y + size}Z" fill="${colors[i % colors.length]}"/>`;
  }
  return out;
}

/** A lit festival stage: sky, sun, light beams, stage deck, crowd silhouettes with raised hands. */
function stageScene(seed, w, h, title) {
  const rand = rng(seed);
  const [top, bottom] = grounds[seed % grounds.length];
  const accent = accents[seed % 3];
  const sunX = r1(w * (0.25 + rand() * 0.5));
  let beams = '';
  for (let i = 0; i < 5; i++) {
    const x = r1(w * (0.1 + i * 0.2));
    const spread = r1(w * (0.08 + rand() * 0.08));
    beams += `<path d="M${x} ${r1(h * 0.62)}L${r1(x - spread)} 0L${r1(x + spread)} 0Z" fill="${pick(rand, accents)}" opacity="0.18"/>`;
  }
  let crowd = '';
  const rows = 3;
  for (let row = 0; row < rows; row++) {
    const y = h * (0.8 + row * 0.07);
    for (let x = -20; x < w + 40; x += 34 + rand() * 20) {
      const rr = 16 + row * 4 + rand() * 6;
      const shade = row === rows - 1 ? C.ink : row === 1 ? '#120e0c' : '#1b1411';
      crowd += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(rr)}" fill="${shade}"/><rect x="${r1(x - rr)}" y="${r1(y + rr * 0.6)}" width="${r1(rr * 2)}" height="${r1(h)}" rx="${r1(rr)}" fill="${shade}"/>`;
      if (rand() > 0.82)
        crowd += `<path d="M${r1(x + rr * 0.6)} ${r1(y)}l${r1(rr * 0.5)} -${r1(rr * 2.4)}" stroke="${shade}" stroke-width="${r1(rr * 0.45)}" stroke-linecap="round"/>`;
    }
  }
  const body = `<defs>${gradient('g', top, bottom)}</defs><rect width="${w}" height="${h}" fill="url(#g)"/>${beams}<circle cx="${sunX}" cy="${r1(h * 0.38)}" r="${r1(h * 0.2)}" fill="${accent}"/><circle cx="${sunX}" cy="${r1(h * 0.38)}" r="${r1(h * 0.13)}" fill="none" stroke="${C.ink}" stroke-width="${r1(h * 0.012)}" opacity="0.5"/><rect x="${r1(w * 0.12)}" y="${r1(h * 0.6)}" width="${r1(w * 0.76)}" height="${r1(h * 0.06)}" fill="${C.clay}"/>${crowd}${beads(w, h - 18, 18, [C.gold, C.coral, C.jade, C.sand])}`;
  return svg(w, h, body, title);
}

/** A portrait: head-and-shoulders silhouette with a headwrap/halo pattern on a coloured ground. */
function portrait(seed, w, h, title) {
  const rand = rng(seed + 100);
  const [top] = grounds[seed % grounds.length];
  const accent = accents[(seed + 1) % accents.length];
  const accent2 = accents[(seed + 2) % 3];
  const cx = w / 2;
  let rings = '';
  for (let i = 0; i < 4; i++) {
    rings += `<circle cx="${cx}" cy="${r1(h * 0.4)}" r="${r1(w * (0.44 - i * 0.07))}" fill="none" stroke="${i % 2 ? accent2 : accent}" stroke-width="${r1(w * 0.018)}" stroke-dasharray="${r1(w * 0.03)} ${r1(w * (0.015 + rand() * 0.02))}" opacity="0.8"/>`;
  }
  const skin = pick(rand, ['#4a2c1d', '#5c3a24', '#3b2417', '#6b4429']);
  const wrap = rand() > 0.5;
  const head = `<ellipse cx="${cx}" cy="${r1(h * 0.42)}" rx="${r1(w * 0.15)}" ry="${r1(w * 0.19)}" fill="${skin}"/>`;
  const crown = wrap
    ? `<path d="M${r1(cx - w * 0.17)} ${r1(h * 0.38)}Q${cx} ${r1(h * 0.1)} ${r1(cx + w * 0.17)} ${r1(h * 0.38)}Q${cx} ${r1(h * 0.3)} ${r1(cx - w * 0.17)} ${r1(h * 0.38)}Z" fill="${accent}"/><path d="M${r1(cx - w * 0.12)} ${r1(h * 0.28)}h${r1(w * 0.24)}" stroke="${C.ink}" stroke-width="${r1(w * 0.015)}" stroke-dasharray="${r1(w * 0.02)} ${r1(w * 0.02)}"/>`
    : `<circle cx="${cx}" cy="${r1(h * 0.32)}" r="${r1(w * 0.18)}" fill="${C.ink}"/>`;
  const body = `<defs>${gradient('p', top, C.ink)}</defs><rect width="${w}" height="${h}" fill="url(#p)"/>${rings}<path d="M${r1(cx - w * 0.34)} ${h}Q${r1(cx - w * 0.32)} ${r1(h * 0.66)} ${cx} ${r1(h * 0.64)}Q${r1(cx + w * 0.32)} ${r1(h * 0.66)} ${r1(cx + w * 0.34)} ${h}Z" fill="${accent2}"/><rect x="${r1(cx - w * 0.06)}" y="${r1(h * 0.52)}" width="${r1(w * 0.12)}" height="${r1(h * 0.14)}" fill="${skin}"/>${crown}${head}${beads(w, h - 14, 14, [C.gold, C.coral, C.jade])}`;
  return svg(w, h, body, title);
}

/** Editorial abstract for blog covers: bold geometric blocks and a waveform. */
function editorial(seed, w, h, title) {
  const rand = rng(seed + 200);
  const [top] = grounds[(seed + 2) % grounds.length];
  let blocks = '';
  for (let i = 0; i < 6; i++) {
    const x = r1(rand() * w * 0.8);
    const y = r1(rand() * h * 0.7);
    const s = r1(60 + rand() * 160);
    const fill = pick(rand, accents);
    blocks +=
      i % 3 === 0
        ? `<circle cx="${x}" cy="${y}" r="${s / 2}" fill="${fill}" opacity="0.85"/>`
        : i % 3 === 1
          ? `<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="${fill}" opacity="0.8" transform="rotate(45 ${x + s / 2} ${y + s / 2})"/>`
          : `<path d="M${x} ${y + s}L${x + s / 2} ${y}L${x + s} ${y + s}Z" fill="${fill}" opacity="0.85"/>`;
  }
  let wave = `M0 ${r1(h * 0.75)}`;
  for (let x = 0; x <= w; x += 24) wave += `L${x} ${r1(h * 0.75 + Math.sin(x / 40 + seed) * (20 + rand() * 40))}`;
  const body = `<defs>${gradient('e', top, C.ink, false)}</defs><rect width="${w}" height="${h}" fill="url(#e)"/>${blocks}<path d="${wave}" fill="none" stroke="${C.sand}" stroke-width="6" stroke-linejoin="round" opacity="0.9"/>${beads(w, h - 16, 16, [C.gold, C.coral, C.jade, C.plum])}`;
  return svg(w, h, body, title);
}

/**
 * The home hero poster, kept deliberately tiny (about 1.5 KB): a low-byte background is not a
 * Largest Contentful Paint candidate, so the headline paints as LCP instead of waiting on the art.
 */
function heroPoster(w, h) {
  const beams = [0.12, 0.34, 0.56, 0.78, 0.96]
    .map(
      (x, i) =>
        `<path d="M${w * x} ${h * 0.6}L${w * x - 150} 0h300z" fill="${[C.gold, C.coral, C.jade][i % 3]}" opacity=".16"/>`,
    )
    .join('');
  let crowd = `M0 ${h}V${h * 0.86}`;
  for (let x = 0; x <= w; x += 64) crowd += `a32 32 0 0 1 64 0`;
  crowd += `V${h}z`;
  const body = `<defs>${gradient('g', '#5a1f12', C.ink)}</defs><rect width="${w}" height="${h}" fill="url(#g)"/>${beams}<circle cx="${w * 0.72}" cy="${h * 0.36}" r="${h * 0.2}" fill="${C.coral}"/><circle cx="${w * 0.72}" cy="${h * 0.36}" r="${h * 0.13}" fill="none" stroke="${C.ink}" stroke-width="10" opacity=".45"/><rect x="${w * 0.12}" y="${h * 0.62}" width="${w * 0.76}" height="${h * 0.05}" fill="${C.clay}"/><path d="${crowd}" fill="${C.ink}"/>`;
  return svg(w, h, body, 'A festival crowd under stage lights at sunset');
}

const write = (file, content) => {
  fs.writeFileSync(file, content);
  return file;
};

// Demo content art (the seed references these paths).
for (let i = 1; i <= 8; i++) {
  write(path.join(demo, `case-${i}.svg`), stageScene(i, 1200, 800, `Festival stage artwork ${i}`));
  write(path.join(demo, `talent-${i}.svg`), portrait(i, 800, 1000, `Artist portrait artwork ${i}`));
}
for (let i = 1; i <= 7; i++) write(path.join(demo, `blog-${i}.svg`), editorial(i, 1200, 675, `Editorial artwork ${i}`));
for (let i = 1; i <= 9; i++)
  write(path.join(demo, `gallery-${i}.svg`), stageScene(i + 20, 1200, 900, `Event gallery artwork ${i}`));

// Team portraits and the home hero poster.
for (let i = 1; i <= 4; i++)
  write(path.join(art, `team-${i}.svg`), portrait(i + 40, 600, 720, `Team portrait artwork ${i}`));
write(path.join(art, 'hero-poster.svg'), heroPoster(1600, 900));

// Logo and icons.
write(path.join(pub, 'logo.svg'), svg(48, 48, logoBody(48), 'Ngoma Entertainment'));
write(
  path.join(root, 'src', 'app', 'icon.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${logoBody(48)}</svg>\n`,
);
await sharp(
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180"><rect width="180" height="180" fill="${C.ink}"/><g transform="translate(18 18)">${logoBody(144)}</g></svg>`,
  ),
)
  .png()
  .toFile(path.join(root, 'src', 'app', 'apple-icon.png'));
await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">${logoBody(512)}</svg>`))
  .png()
  .toFile(path.join(pub, 'logo.png'));

// Open Graph card, 1200×630.
const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs>${gradient('o', C.plum, C.ink)}<radialGradient id="sun" cx="0.85" cy="0.2" r="0.6"><stop offset="0" stop-color="${C.coral}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.coral}" stop-opacity="0"/></radialGradient></defs><rect width="1200" height="630" fill="url(#o)"/><rect width="1200" height="630" fill="url(#sun)"/><g transform="translate(80 90)">${logoBody(120)}</g><text x="80" y="330" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="84" fill="${C.sand}">Ngoma Entertainment</text><text x="80" y="410" font-family="DejaVu Sans, sans-serif" font-size="38" fill="${C.gold}">We don't follow culture. We build it.</text><text x="80" y="480" font-family="DejaVu Sans, sans-serif" font-size="28" fill="#c9b8a3">Talent · Events · Experiential · Johannesburg + Nairobi</text>${beads(1200, 600, 30, [C.gold, C.coral, C.jade, C.sand])}</svg>`;
await sharp(Buffer.from(og)).png({ compressionLevel: 9 }).toFile(path.join(pub, 'og-image.png'));

console.log('art written to public/ and src/app/');
