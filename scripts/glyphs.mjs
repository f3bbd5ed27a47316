// @ts-check
// Writes src/components/ui/glyphs.svg, the one sprite the public pages draw their icons from
// (docs/decisions/167-icon-sprite.md): lucide's drawings as <symbol>s, plus the Ngoma mark. A page then
// carries `<svg><use href="…#check"/></svg>` per icon instead of the whole drawing, in its HTML and
// again in its RSC payload, and no icon is a client component to hydrate.
// Run `node scripts/glyphs.mjs` after adding a name to GLYPHS (src/components/ui/glyph-names.mjs);
// tests/unit/glyphs.test.ts fails while the committed sprite differs from what this writes.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GLYPHS } from '../src/components/ui/glyph-names.mjs';
import { logoBody } from './brand-art.mjs';

export const SPRITE_PATH = path.join(import.meta.dirname, '../src/components/ui/glyphs.svg');

const lucideIcons = path.join(path.dirname(createRequire(import.meta.url).resolve('lucide-react')), '../esm/icons');

/** @param {string} name lucide's file name; aliases (laugh → face-grinning) are followed. */
async function lucideNode(name) {
  const file = path.join(lucideIcons, `${name}.mjs`);
  const alias = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(await readFile(file, 'utf8'));
  if (alias?.[1]) return lucideNode(alias[1]);
  /** @type {{ __iconData: { node: [string, Record<string, string | number>][] } }} */
  const icon = await import(pathToFileURL(file).href);
  return icon.__iconData.node;
}

/** @param {Record<string, string | number>} attributes */
const attributesOf = (attributes) =>
  Object.entries(attributes)
    .filter(([key]) => key !== 'key')
    .map(([key, value]) => ` ${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${value}"`)
    .join('');

// The Ngoma mark, drawn as for public/logo.svg.
const logo = `<symbol id="logo" viewBox="0 0 48 48">${logoBody(48)}</symbol>`;

export async function spriteSource() {
  const symbols = [logo];
  for (const name of GLYPHS) {
    const shapes = (await lucideNode(name)).map(([tag, attributes]) => `<${tag}${attributesOf(attributes)}/>`);
    // The stroke settings on a group inside the symbol: what a <use> clones carries them, whatever
    // the page around it says; `currentColor` is the colour of the <svg> that uses it.
    symbols.push(
      `<symbol id="${name}" viewBox="0 0 24 24"><g fill="none" stroke="currentColor" stroke-width="2" ` +
        `stroke-linecap="round" stroke-linejoin="round">${shapes.join('')}</g></symbol>`,
    );
  }
  // Never drawn itself; Next's static import reads a size from it.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">\n${symbols.join('\n')}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await writeFile(SPRITE_PATH, await spriteSource());
  console.log(`wrote ${path.relative(process.cwd(), SPRITE_PATH)} (${GLYPHS.length} glyphs and the logo)`);
}
