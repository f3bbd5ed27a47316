import fs from 'node:fs';
import path from 'node:path';
import { demoBlogPosts } from '../../src/server/db/seed-data';
import { expect, test } from './fixtures';

/*
 * Every server reference of the build — each 'use cache' function and each 'use server' action — is
 * an endpoint anyone can POST to with `Next-Action: <id>` and arguments of their choosing
 * (docs/decisions/069-cached-functions-are-endpoints.md). Called with hostile arguments, none may
 * answer 5xx, throw, leak a stack trace, or return more rows than the page it serves shows.
 * Read-only: without a session the admin actions refuse, and no argument here is a valid form.
 */

type ManifestEntry = { filename: string; exportedName: string };
// Playwright runs from the repository root (scripts/e2e.mjs).
const root = process.cwd();
const manifestFile = path.join(
  root,
  process.env.NEXT_DIST_DIR ?? '.next-e2e',
  'server',
  'server-reference-manifest.json',
);

function serverReferences() {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { node: Record<string, ManifestEntry> };
  return Object.entries(manifest.node).map(([id, entry]) => ({ id, ...entry }));
}

/**
 * The 'use cache' functions of a source file, in order: Next.js names them $$RSC_SERVER_CACHE_<n>
 * by their position in the file.
 */
function cachedFunctionNames(filename: string) {
  const source = fs.readFileSync(path.join(root, filename), 'utf8');
  const names: string[] = [];
  for (const match of source.matchAll(/(?:export\s+)?async\s+function\s+(\w+)\s*\(([^)]*)\)[^{]*\{\s*'use cache'/g)) {
    names.push(match[1]!);
  }
  return names;
}

/** id → readable name for every server reference of our data modules and actions. */
function namedReferences() {
  const references = serverReferences();
  const byName = new Map<string, string>();
  for (const file of new Set(references.map((r) => r.filename))) {
    const cached = cachedFunctionNames(file);
    for (const reference of references.filter((r) => r.filename === file)) {
      const index = /^\$\$RSC_SERVER_CACHE_(\d+)$/.exec(reference.exportedName)?.[1];
      byName.set(index === undefined ? reference.exportedName : cached[Number(index)]!, reference.id);
    }
  }
  return byName;
}

const hostileArguments = [
  [-1],
  [0],
  [1e308],
  [Number.MAX_SAFE_INTEGER],
  ['-1'],
  ['x'.repeat(5_000)],
  ['../../etc/passwd'],
  [null],
  [true],
  [[1, 2, 3]],
  [{ q: { a: 1 } }, 1],
  [{ category: ['DJ'], year: { $gt: 0 }, q: 'a' }, -5],
  [{ toString: 'x' }, '2'],
  [1, 2, 3, 4, 5, 6, 7],
];

/** The largest list any public page shows: /careers (25); the others show 3, 4, 12 or 20. */
const MAX_ROWS = 25;
const publishedPosts = demoBlogPosts.filter((p) => p.is_published).length;

test.describe('server references called with hostile arguments', () => {
  const references = namedReferences();

  async function call(
    request: import('@playwright/test').APIRequestContext,
    name: string,
    args: unknown[],
    page = '/',
  ) {
    const id = references.get(name);
    expect(id, `${name} in ${manifestFile}`).toBeTruthy();
    const response = await request.post(page, {
      headers: {
        'Next-Action': id!,
        'Content-Type': 'text/plain;charset=UTF-8',
        Accept: 'text/x-component',
        // Our own origin: a foreign or missing one is refused before the action runs (decision 063).
        Origin: new URL(process.env.E2E_BASE_URL!).origin,
      },
      data: JSON.stringify(args),
    });
    const body = await response.text();
    // An exception thrown by the function: Next.js may still answer 200, with an error row (`1:E{"digest":…}`).
    const threw = /^[0-9a-f]+:E\{/m.test(body);
    return { status: response.status(), threw, body, rows: body.match(/"slug":"/g)?.length ?? 0 };
  }

  test('the manifest maps every cached function of the data modules to its name', () => {
    // If Next.js changed its naming, the mapping below would be wrong: check it against the id's
    // info byte, which records how many of the leading parameters the function uses.
    const declared = (name: string) => {
      for (const file of ['src/server/data/public.ts', 'src/server/data/inquiry-targets.ts']) {
        const source = fs.readFileSync(path.join(root, file), 'utf8');
        const match = new RegExp(`async function ${name}\\(([^)]*)\\)`).exec(source);
        if (match) return match[1]!.trim() ? match[1]!.split(',').length : 0;
      }
      return undefined;
    };
    const names = [
      ...cachedFunctionNames('src/server/data/public.ts'),
      ...cachedFunctionNames('src/server/data/inquiry-targets.ts'),
    ];
    expect(names).toContain('getFeedPosts');
    for (const name of names) {
      const infoByte = parseInt(references.get(name)!.slice(0, 2), 16);
      const usedArguments = ((infoByte >> 1) & 0x3f).toString(2).replace(/0/g, '').length;
      expect(infoByte >> 7, `${name} is a 'use cache' reference`).toBe(1);
      expect(usedArguments, `${name}'s parameters`).toBe(declared(name));
    }
  });

  test('cached data functions answer bounded results, never 5xx, whatever the arguments', async ({ request }) => {
    test.setTimeout(120_000);
    const cached = [
      ...cachedFunctionNames('src/server/data/public.ts'),
      ...cachedFunctionNames('src/server/data/inquiry-targets.ts'),
    ];
    for (const name of cached) {
      for (const args of hostileArguments) {
        const result = await call(request, name, args);
        const what = `${name}(${JSON.stringify(args).slice(0, 60)})`;
        expect(result.status, what).toBeLessThan(500);
        expect(result.threw, what).toBe(false);
        expect(result.body, what).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
        // The slug lists feed the sitemap and list every published slug by design (public anyway).
        if (!name.endsWith('Slugs') && !name.endsWith('SlugsForBooking'))
          expect(result.rows, what).toBeLessThanOrEqual(MAX_ROWS);
      }
    }
  });

  test('size arguments cannot widen a list: getLatestPosts(-1) still returns three posts, the feed twenty at most', async ({
    request,
  }) => {
    expect(publishedPosts).toBeGreaterThan(3);
    expect((await call(request, 'getLatestPosts', [-1])).rows).toBe(3);
    expect((await call(request, 'getLatestPosts', [1_000_000])).rows).toBe(3);
    const feed = await call(request, 'getFeedPosts', [-1]);
    expect(feed.status).toBe(200);
    expect(feed.rows).toBe((await call(request, 'getFeedPosts', [])).rows);
    expect(feed.rows).toBeLessThanOrEqual(20);
    // A filter object of the wrong shape is read as "no filter", not a TypeError (it used to be a 500).
    const talent = await call(request, 'getTalentList', [{ q: { a: 1 } }, 1]);
    expect(talent.status).toBe(200);
    expect(talent.rows).toBeGreaterThan(0);
    expect(talent.rows).toBeLessThanOrEqual(12);
  });

  test('server actions refuse arguments that are not their form, with a message, never an exception', async ({
    request,
  }) => {
    const actions = [
      'signInAction',
      'sendInquiry',
      'saveContentAction',
      'deleteContentAction',
      'previewMarkdownAction',
      'markHandledAction',
      'retryAction',
      'retryMailAction',
      'changeStatusAction',
      'addNoteAction',
      'replyAction',
      'releaseSpamAction',
      'eraseAction',
    ];
    for (const name of actions) {
      for (const args of [
        [],
        [null, null],
        [{}, { password: 'x', kind: 'blog' }],
        ['blog', true],
        [{ status: 'idle' }, 'kind=blog'],
      ]) {
        const result = await call(request, name, args);
        const what = `${name}(${JSON.stringify(args)})`;
        expect(result.status, what).toBeLessThan(500);
        expect(result.threw, what).toBe(false);
        expect(result.body, what).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
      }
    }
    // Signed out, a delete is refused as such, whatever it names (posted where its button lives: a
    // static page such as / does not run actions it does not render, and answers `{}`).
    expect((await call(request, 'deleteContentAction', ['blog', 1], '/admin/blog')).body).toContain(
      'Your session has ended',
    );
  });
});
