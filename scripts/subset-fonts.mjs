// Regenerates the two self-hosted font files in src/assets/fonts/ from the @fontsource-variable packages:
// only the characters of Latin-1 plus common typographic punctuation, and only the weights the design
// uses (400-800). The fontsource "latin" files carry more glyphs and the whole weight axis: 90 KB for
// the pair, fetched before the first paint on every first visit (Lighthouse counts them against LCP);
// these come to about 65 KB. A character outside the set falls back to the system font for that glyph.
// Run after upgrading a font package: `node scripts/subset-fonts.mjs`, then commit the files.
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { root } from './lib.mjs';

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
export const FONT_CHARACTERS = range(0x20, 0x7e) + range(0xa0, 0xff) + '‘’‚“”„–—…•′″€™−→←';

const fonts = [
  {
    from: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    to: 'inter-subset.woff2',
    weights: { min: 400, max: 800 },
  },
  {
    from: '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
    to: 'bricolage-grotesque-subset.woff2',
    weights: { min: 400, max: 800 },
  },
];

for (const font of fonts) {
  const source = fs.readFileSync(path.join(root, 'node_modules', font.from));
  const subset = await subsetFont(source, FONT_CHARACTERS, {
    targetFormat: 'woff2',
    variationAxes: { wght: font.weights },
  });
  const target = path.join(root, 'src', 'assets', 'fonts', font.to);
  fs.writeFileSync(target, subset);
  console.log(`${font.to}: ${(source.length / 1024).toFixed(1)} KB -> ${(subset.length / 1024).toFixed(1)} KB`);
}
