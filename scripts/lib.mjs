// @ts-check
// Helpers shared by the run scripts (start, dev, e2e, bench). Plain ESM: they run before any build.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { distDirOf } from '../src/server/config.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The `next` command, where Next's package.json says it is (its `bin` field). */
const nextPackage = path.join(root, 'node_modules', 'next');
export const nextBin = path.join(
  nextPackage,
  JSON.parse(fs.readFileSync(path.join(nextPackage, 'package.json'), 'utf8')).bin.next,
);
export const tsxArgs = ['--conditions=react-server', '--import', 'tsx'];

/**
 * Runs a command; resolves with its exit code. `onLine` sees stdout lines when given (they are still
 * echoed unless it returns false or `quiet`).
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, onLine?: (line: string) => boolean | void, quiet?: boolean }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, { env = process.env, onLine, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', onLine ? 'pipe' : 'inherit', 'inherit'] });
    if (onLine && child.stdout) {
      let buffer = '';
      child.stdout.on('data', (chunk) => {
        buffer += chunk;
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) if (onLine(line) !== false && !quiet) console.log(line);
      });
      child.stdout.on('end', () => buffer && onLine(buffer) !== false && !quiet && console.log(buffer));
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Makes the demo art's image versions, validates the environment, migrates, seeds and bootstraps the admin. Returns the database's instance id. */
export async function prepare(env = process.env) {
  // Before the build: the pages reference these files, and the build key hashes public/. In a child
  // process: sharp's memory stays there, not in `npm start`'s (whose process goes on to run the server).
  const artCode = await run(process.execPath, [path.join(root, 'scripts', 'art-variants.mjs')], { env });
  if (artCode !== 0) process.exit(artCode);
  let instanceId = '';
  // prepare.ts's output is read through a pipe; tell it when a person is watching (the one-time
  // admin password is shown only to a terminal, never written to a log).
  const terminal = process.stdout.isTTY ? ['--terminal'] : [];
  const code = await run(process.execPath, [...tsxArgs, 'src/server/cli/prepare.ts', ...terminal], {
    env,
    onLine: (line) => {
      if (line.startsWith('PREPARED ')) {
        instanceId = JSON.parse(line.slice('PREPARED '.length)).instanceId;
        return false;
      }
    },
  });
  if (code !== 0) process.exit(code);
  return instanceId;
}

const BUILD_INPUTS = ['src', 'public', 'next.config.mjs', 'package-lock.json', 'tsconfig.json', 'postcss.config.mjs'];

/** @param {import('node:crypto').Hash} hash @param {string} target */
function hashTree(hash, target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return;
  const stat = fs.statSync(full);
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(full).sort()) hashTree(hash, path.join(target, entry));
  } else {
    hash.update(target);
    hash.update(fs.readFileSync(full));
  }
}

/**
 * What a production build depends on: the sources, the build-time environment, the database it
 * prerendered from (a new database means the prerendered pages are someone else's content), and the
 * Node.js major version that built it: CI tests each supported Node on a build made by that Node, as
 * the Dockerfile builds and runs on one.
 * @param {string} instanceId
 * @param {NodeJS.ProcessEnv} [env]
 */
export function buildKey(instanceId, env = process.env, nodeVersion = process.versions.node) {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) hashTree(hash, input);
  for (const name of ['DATABASE_URL', 'SITE_URL', 'HERO_VIDEO_URL']) hash.update(`${name}=${env[name] ?? ''}\n`);
  hash.update(`node=${nodeVersion.split('.')[0]}\n`);
  hash.update(instanceId);
  return hash.digest('hex');
}

export function distDir(env = process.env) {
  return path.join(root, distDirOf(env));
}

/**
 * Builds unless the last build in distDir was made from the same inputs. `keyEnv`: the environment
 * the build key is computed from, when it must differ from the build's own.
 * @param {string} instanceId
 * @param {NodeJS.ProcessEnv} [env]
 * @param {NodeJS.ProcessEnv} [keyEnv]
 */
export async function buildIfNeeded(instanceId, env = process.env, keyEnv = env) {
  const key = buildKey(instanceId, keyEnv);
  const keyFile = path.join(distDir(env), 'agency-build-key');
  const built = fs.existsSync(path.join(distDir(env), 'BUILD_ID')) && fs.existsSync(keyFile);
  if (built && fs.readFileSync(keyFile, 'utf8') === key) {
    console.log('[build] up to date');
    return;
  }
  console.log(
    built
      ? '[build] sources, settings or database changed since the last build: rebuilding (a minute or two)...'
      : '[build] no build yet: building the production site (a minute or two)...',
  );
  const started = Date.now();
  const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
  // next build is silent for long stretches (compiling, prerendering): show that it is still going.
  const ticker = setInterval(() => console.log(`[build] still building... ${elapsed()}`), 10_000);
  const code = await run(process.execPath, [nextBin, 'build'], { env: { ...env, NODE_ENV: 'production' } });
  clearInterval(ticker);
  if (code !== 0) {
    console.error(`[build] failed after ${elapsed()}`);
    process.exit(code);
  }
  fs.writeFileSync(keyFile, key);
  console.log(`[build] done in ${elapsed()}`);
}

/**
 * Environment for the production server process (server/index.mjs), set by whoever starts it (server/start.sh
 * for `npm start`, the bench, the systemd unit: tests/unit/server-process-env.test.ts keeps them equal); an
 * operator's own values win. These keep its resident memory under the 300 MB goal through a flood of
 * uncached list URLs (docs/decisions/087-server-memory.md): glibc gives every thread that allocates
 * (libuv's pool compresses pages; SQLite and sharp run there too) a malloc arena of its own, raises
 * its mmap threshold as large blocks are freed and keeps freed memory below a moving trim threshold,
 * so renders leave tens of MB behind; 2 arenas and fixed 128 KB thresholds return it. V8 lets its
 * young generation grow to 16 MB semi-spaces between scavenges; 4 MB ones are scavenged more often.
 * V8 also sizes the old generation's next collection from the heap limit: under the default limit
 * (4 GB on a large machine) it lets garbage grow to four times the live heap before collecting, a
 * 1 GB limit to 1.6 times (docs/decisions/113-server-memory-heap-and-config.md). The limit itself is
 * far above what the server keeps alive (50-100 MB).
 * @template {Record<string, string | undefined>} Env
 * @param {Env} env
 * @returns {Env & { NODE_OPTIONS: string }}
 */
export function serverProcessEnv(env) {
  return {
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '131072',
    MALLOC_TRIM_THRESHOLD_: '131072',
    ...env,
    // Ours first: a flag the operator repeats in NODE_OPTIONS comes later and wins.
    NODE_OPTIONS: ['--max-semi-space-size=4', '--max-old-space-size=1024', env.NODE_OPTIONS].filter(Boolean).join(' '),
  };
}

/**
 * The environment the run scripts give their children: ours, then the caller's extra settings.
 * @param {Record<string, string | undefined>} [extra]
 * @returns {NodeJS.ProcessEnv}
 */
export function baseEnv(extra = {}) {
  return { NEXT_TELEMETRY_DISABLED: '1', ...process.env, ...extra };
}
