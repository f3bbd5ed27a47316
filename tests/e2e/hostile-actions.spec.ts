import fs from 'node:fs';
import path from 'node:path';
import { adminSessionCookie, expect, test } from './fixtures';

/*
 * Every server reference of the build — each 'use cache' function and each 'use server' action — is
 * registered as an endpoint one could POST to with `Next-Action: <id>` (docs/decisions/069). The proxy
 * lets through only a signed-in admin's calls of admin actions, on the pages that hold them (decision
 * 114): 'use cache' functions answer 403 to everybody, the actions 403 without a session. Called with
 * hostile arguments by the admin, no action may answer 5xx, throw or leak a stack trace.
 * Read-only: no argument here is a valid form.
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

test.describe('server references called with hostile arguments', () => {
  const references = namedReferences();

  async function call(
    request: import('@playwright/test').APIRequestContext,
    name: string,
    args: unknown[],
    page = '/',
    cookie?: string,
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
        ...(cookie ? { Cookie: cookie } : {}),
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

  test('cached data functions cannot be called from outside, with or without an admin session', async ({ request }) => {
    test.setTimeout(120_000);
    const cookie = adminSessionCookie();
    const cached = [
      ...cachedFunctionNames('src/server/data/public.ts'),
      ...cachedFunctionNames('src/server/data/inquiry-targets.ts'),
    ];
    for (const name of cached) {
      for (const args of hostileArguments.slice(0, 4)) {
        for (const [who, session] of [
          ['anonymous', undefined],
          ['admin', cookie],
        ] as const) {
          const result = await call(request, name, args, who === 'admin' ? '/admin' : '/', session);
          const what = `${who}: ${name}(${JSON.stringify(args).slice(0, 60)})`;
          expect(result.status, what).toBe(403);
          expect(result.rows, what).toBe(0);
        }
      }
    }
  });

  test('server actions refuse arguments that are not their form, with a message, never an exception', async ({
    request,
  }) => {
    const cookie = adminSessionCookie();
    const actions = [
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
        const what = `${name}(${JSON.stringify(args)})`;
        // Anonymous: refused before the decoder (decision 114).
        expect((await call(request, name, args, '/admin')).status, what).toBe(403);
        const result = await call(request, name, args, '/admin', cookie);
        expect(result.status, what).toBeLessThan(500);
        expect(result.threw, what).toBe(false);
        expect(result.body, what).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
      }
    }
    // Posted to a page that does not hold it, an action is refused (Next.js would forward it).
    expect((await call(request, 'deleteContentAction', ['blog', 1], '/blog', cookie)).status).toBe(400);
  });
});
