import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GLYPHS } from '@/components/ui/glyph-names.mjs';
import { SPRITE_PATH, spriteSource } from '../../scripts/glyphs.mjs';

describe('the icon sprite', () => {
  it('is what scripts/glyphs.mjs writes from lucide and the glyph names (run it after adding a name)', async () => {
    const committed = await readFile(SPRITE_PATH, 'utf8');
    expect(committed).toBe(await spriteSource());
    for (const name of [...GLYPHS, 'logo']) expect(committed).toContain(`<symbol id="${name}" viewBox=`);
  });

  it('is where every public icon comes from: no public module imports lucide-react', () => {
    // lucide's components are client components: each icon on a page was a whole drawing in its HTML
    // and a component to hydrate. The admin keeps them.
    const importers = execFileSync('git', ['grep', '-l', "from 'lucide-react'", '--', 'src'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .filter((file) => !/^src\/(components\/admin|app\/admin)\//.test(file))
      // The content types' sidebar icons, read by the admin's sidebar and dashboard only.
      .filter((file) => file !== 'src/lib/content-types/icons.ts');
    expect(importers).toEqual([]);
  });
});
