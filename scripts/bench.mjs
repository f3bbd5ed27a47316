// `npm run bench`: builds the production site, serves it on a temporary SQLite database with the demo
// content, and measures in one run, side by side:
//   - compressed JavaScript per page kind (budgets in scripts/bench/pages.mjs),
//   - whole-page weight on a phone, images included (scrolled to the bottom; budgets in pages.mjs),
//   - whether cached public pages touch the database (SQL statements logged by a preload),
//   - server time of list pages on uncached query strings (10,000 rows with --bulk),
//   - throughput/latency under load (autocannon) of the app, of a bare node:http server sending the
//     same bytes (the machine's limit) and of the app behind the nginx recipe in deploy/,
//   - the server's peak resident memory during the load, and its high-water mark over the whole run,
//   - Lighthouse 13 mobile (median of 5) on every page kind with applied throttling (the goals) and
//     with Lighthouse's simulated throttling (reported beside): performance, LCP, TBT, CLS, a11y, SEO
//     and its hreflang and canonical audits,
//   - the page-view beacon (decision 147): its code's bytes gzipped, that its request leaves after the
//     first paint, and its endpoint POST /api/v held at 200 req/s (p99) and flat out (req/s).
// Prints one report and writes bench/results/<timestamp>.json and bench/results/latest.json.
//
// Options: --quick (1 Lighthouse run, 5 s loads)  --no-lighthouse  --no-load  --no-proxy  --bulk
//          --analytics (only the beacon's cost and its endpoint's load; latest.json is left alone)
//          --throttling=both|devtools|simulate (Lighthouse; default both)
//          --pages=home,blog,/some/path  --runs=N (Lighthouse runs per page, default 5)  --duration=S  --connections=N  --port=N
//          --locales (also the French and Swahili home, talent list and profile: fr-home… in pages.mjs;
//            with --pages, added to the pages named; a kind such as --pages=sw-talent works without it)
//          --note="text" (kept in the JSON, e.g. which merge was measured)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { baseEnv, buildIfNeeded, distDir, prepare, root, run, serverProcessEnv, tsxArgs } from './lib.mjs';
import { chromium as playwrightChromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { beaconCost } from './bench/beacon.mjs';
import { kb, measurePageJs } from './bench/js-size.mjs';
import { freshMemoryMsPerGiB, launchChromium, lighthouseMedian } from './bench/lighthouse.mjs';
import { PHONE, measurePageWeight } from './bench/page-weight.mjs';
import { loadTest, median, rawGet, round, statusKb, timedGet, watchMemory } from './bench/measure.mjs';
import { foregroundStatementCount } from './bench/query-log.mjs';
import { nginxBinary, precompressStatic, startNginx } from './bench/nginx.mjs';
import {
  LIGHTHOUSE_BUDGET,
  LIGHTHOUSE_RUNS,
  SERVER_GOALS,
  jsBudgetKb,
  loadKinds,
  localeKinds,
  pageKinds,
  pageWeightBudgetKb,
} from './bench/pages.mjs';
import { freePort } from './free-port.mjs';

// ---------------------------------------------------------------------------------------------
// Options
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => {
  const found = argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
const known = [
  'note',
  'quick',
  'no-lighthouse',
  'throttling',
  'no-load',
  'no-proxy',
  'bulk',
  'pages',
  'runs',
  'duration',
  'connections',
  'port',
  'help',
  'analytics',
  'locales',
];
for (const arg of argv) {
  if (!known.includes(arg.replace(/^--/, '').split('=')[0])) {
    console.error(`[bench] unknown option ${arg}; known: ${known.map((k) => `--${k}`).join(' ')}`);
    process.exit(2);
  }
}
if (flag('help')) {
  const lines = fs.readFileSync(new URL(import.meta.url), 'utf8').split('\n');
  console.log(
    lines
      .slice(
        0,
        lines.findIndex((line) => !line.startsWith('//')),
      )
      .join('\n'),
  );
  process.exit(0);
}
const quick = flag('quick');
const options = {
  quick,
  lighthouse: !flag('no-lighthouse'),
  throttling: option('throttling', 'both'),
  load: !flag('no-load'),
  proxy: !flag('no-proxy'),
  bulk: flag('bulk'),
  lighthouseRuns: Number(option('runs', quick ? 1 : LIGHTHOUSE_RUNS)),
  duration: Number(option('duration', quick ? 5 : 10)),
  connections: Number(option('connections', 50)),
  analyticsOnly: flag('analytics'),
  locales: flag('locales'),
};
const selected = option('pages', '').split(',').filter(Boolean);
const knownKinds = [...pageKinds, ...localeKinds];
const chosen = selected.length
  ? selected.map(
      (wanted) => knownKinds.find((p) => p.kind === wanted || p.path === wanted) ?? { kind: wanted, path: wanted },
    )
  : pageKinds;
const pages = options.analyticsOnly
  ? pageKinds.filter((page) => page.kind === 'home')
  : options.locales
    ? [...chosen, ...localeKinds.filter((page) => !chosen.some((p) => p.kind === page.kind))]
    : chosen;

function gitCheckout() {
  const git = (...args) => {
    const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
    return result.status === 0 ? result.stdout.trim() : null;
  };
  return {
    commit: git('rev-parse', 'HEAD'),
    branch: git('rev-parse', '--abbrev-ref', 'HEAD'),
    dirty: Boolean(git('status', '--porcelain', '--', 'src', 'public', 'next.config.mjs')),
  };
}

const log = (message) => console.log(`[bench] ${message}`);
const startedAt = new Date();
const notes = option('note', '') ? [option('note', '')] : [];
const children = [];

// ---------------------------------------------------------------------------------------------
// Database, build, server
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-'));
// A fixed port by default keeps SITE_URL (baked into the build) stable, so the build is reused.
const appPort = Number(option('port', process.env.BENCH_PORT || 3205));
const queryLog = path.join(work, 'queries.log');
// The database lives at a fixed path (recreated every run) because its URL is part of the build key
// (scripts/lib.mjs): a new path per run would rebuild every time.
const databaseDir = path.join(os.tmpdir(), 'agency-bench-db');
const databaseFile = path.join(databaseDir, options.bulk ? 'bench-bulk.db' : 'bench.db');
fs.mkdirSync(databaseDir, { recursive: true });
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${databaseFile}${suffix}`, { force: true });
const env = baseEnv({
  NODE_ENV: 'production',
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-bench',
  DATABASE_URL: `file:${databaseFile}`,
  UPLOAD_DIR: path.join(work, 'uploads'),
  ADMIN_PASSWORD: 'bench-admin-password',
  ADMIN_EMAIL: 'admin@bench.test',
  SMTP_URL: '',
  SEED_DEMO_CONTENT: 'true',
  // nginx overwrites X-Forwarded-For; direct load sends none.
  TRUST_PROXY: '1',
  SITE_URL: `http://127.0.0.1:${appPort}`,
  PORT: String(appPort),
});

async function cleanup() {
  for (const close of children.reverse()) await close().catch(() => {});
}
process.on('SIGINT', () => {
  // cleanup() never rejects (each close's failure is ignored); exit once it is done.
  void cleanup().then(() => process.exit(130));
});

await prepare(env);
let bulkSeeded = false;
if (options.bulk) {
  const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const script = packageJson.scripts?.['seed:bulk'] ?? '';
  const entry = /(src\/\S+\.ts)/.exec(script)?.[1];
  if (!entry || !fs.existsSync(path.join(root, entry))) {
    notes.push(
      '--bulk: `npm run seed:bulk` does not exist in this checkout yet; list pages measured on the demo content.',
    );
  } else {
    log('bulk seeding (npm run seed:bulk)...');
    const code = await run(process.execPath, [...tsxArgs, entry], { env });
    if (code !== 0) throw new Error(`seed:bulk failed (${code})`);
    bulkSeeded = true;
  }
}
// The build prerenders from the database: a bulk database needs a build of its own.
await buildIfNeeded(bulkSeeded ? 'bench-bulk' : 'bench', env);
const buildDir = distDir(env);

const appLog = path.join(work, 'server.log');
const server = spawn(
  process.execPath,
  [
    '--import',
    pathToFileURL(path.join(root, 'scripts', 'bench', 'count-queries.mjs')).href,
    path.join(root, 'server', 'index.mjs'),
  ],
  {
    cwd: root,
    env: serverProcessEnv({ ...env, HOSTNAME: '127.0.0.1', AGENCY_SERVER: 'serve', BENCH_QUERY_LOG: queryLog }),
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
const serverLogStream = fs.createWriteStream(appLog);
server.stdout.pipe(serverLogStream);
server.stderr.pipe(serverLogStream);
children.push(async () => {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
});
const base = `http://127.0.0.1:${appPort}`;
{
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (Date.now() - started > 60_000 || server.exitCode !== null) {
      console.error(`[bench] the server did not start; see ${appLog}`);
      await cleanup();
      process.exit(1);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
log(`server ready on ${base} (pid ${server.pid})`);

// The statements the app logged so far (null without the log), and their count: a position in the log.
// How many of those a request sent: scripts/bench/query-log.mjs (without background polls and ticks).
const queryLines = () =>
  fs.existsSync(queryLog) ? fs.readFileSync(queryLog, 'utf8').split('\n').filter(Boolean) : null;
const queryPosition = () => queryLines()?.length ?? null;
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/xhtml+xml' };

// ---------------------------------------------------------------------------------------------
// Which page kinds exist in this checkout; warm them (the first request after start fills caches).
const results = {
  date: startedAt.toISOString(),
  options,
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    // Lighthouse figures from a host far above FRESH_MEMORY_LIMIT_MS_PER_GIB say little (decision 172).
    freshMemoryMsPerGiB: freshMemoryMsPerGiB(),
  },
  checkout: gitCheckout(),
  goals: { lighthouse: LIGHTHOUSE_BUDGET, ...SERVER_GOALS },
  notes,
  pages: {},
};
for (const page of pages) {
  const { status } = await timedGet(`${base}${page.path}`, browserHeaders);
  results.pages[page.kind] = { path: page.path, status };
  if (status === 200) await timedGet(`${base}${page.path}`, browserHeaders);
  else notes.push(`${page.kind} (${page.path}) answered ${status}: skipped`);
}
const live = pages.filter((page) => results.pages[page.kind].status === 200);
log(`pages answering 200: ${live.map((p) => p.kind).join(', ') || 'none'}`);

// ---------------------------------------------------------------------------------------------
// The page-view beacon's cost on the home page (its endpoint's load is measured with the load below).
log('beacon: its code in the chunks, and when its request leaves');
results.beacon = await beaconCost(base, '/');

// ---------------------------------------------------------------------------------------------
// Compressed JavaScript per page
for (const page of options.analyticsOnly ? [] : live) {
  const { totals, scripts, htmlBytes } = await measurePageJs(base, page.path);
  Object.assign(results.pages[page.kind], {
    htmlKb: kb(htmlBytes),
    js: {
      scripts: scripts.length,
      rawKb: kb(totals.raw),
      gzipKb: kb(totals.gzip),
      brotliKb: kb(totals.brotli),
      budgetKb: jsBudgetKb(page.kind),
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Whole-page weight on a phone, images included.
{
  const browser = await playwrightChromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
  try {
    const context = await browser.newContext(PHONE);
    for (const page of options.analyticsOnly ? [] : live) {
      const weight = await measurePageWeight(context, `${base}${page.path}`);
      results.pages[page.kind].weight = {
        totalKb: kb(weight.total),
        imageKb: kb(weight.byType.image ?? 0),
        requests: weight.requests,
        budgetKb: pageWeightBudgetKb(page.kind),
      };
    }
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Cached public pages must not touch the database.
if (!options.analyticsOnly) {
  // The health check queries the database: proof that the log sees the app's statements at all.
  const beforeHealth = queryPosition();
  await timedGet(`${base}/api/health`);
  const before = queryPosition();
  for (let i = 0; i < 5; i++) for (const page of live) await timedGet(`${base}${page.path}`, browserHeaders);
  const lines = queryLines();
  const healthCheckStatements = lines ? foregroundStatementCount(lines, beforeHealth, before) : 0;
  results.cachedPagesDatabase =
    !lines || healthCheckStatements === 0
      ? { measured: false, reason: 'the query log saw no statement from /api/health (preload not effective)' }
      : {
          measured: true,
          requests: live.length * 5,
          sqlStatements: foregroundStatementCount(lines, before, lines.length),
          healthCheckStatements,
        };
  if (results.cachedPagesDatabase.sqlStatements > 0) {
    // Every statement logged in the span, background ones included, for a reader to tell them apart.
    results.cachedPagesDatabase.sample = lines.slice(before, before + 10);
  }
}

// ---------------------------------------------------------------------------------------------
// Server time of list pages on query strings nobody asked for yet (each one a cache miss).
if (!options.analyticsOnly) {
  const probes = [
    { kind: 'portfolio', url: (i) => `/portfolio?page=${i + 2}` },
    {
      kind: 'talent',
      url: (i) =>
        `/talent?q=${['a', 'e', 'i', 'o', 'u', 'n', 'k', 'm', 'z', 'b', 'ba', 'ka', 'na', 'ma', 'ol'][i % 15]}${i >= 15 ? i : ''}`,
    },
    { kind: 'blog', url: (i) => `/blog?page=${i + 2}` },
  ];
  results.listPages = { rows: bulkSeeded ? '10,000 per table (seed:bulk)' : 'demo content', samples: 15, pages: {} };
  for (const probe of probes) {
    if (results.pages[probe.kind]?.status !== 200) continue;
    const timings = [];
    for (let i = 0; i < 15; i++) timings.push(await timedGet(`${base}${probe.url(i)}`, browserHeaders));
    results.listPages.pages[probe.kind] = {
      example: probe.url(0),
      statuses: [...new Set(timings.map((t) => t.status))],
      medianTtfbMs: round(median(timings.map((t) => t.ttfbMs)), 1),
      medianTotalMs: round(median(timings.map((t) => t.totalMs)), 1),
      maxTotalMs: round(Math.max(...timings.map((t) => t.totalMs)), 1),
      medianKb: kb(median(timings.map((t) => t.bytes))),
    };
  }
}

// ---------------------------------------------------------------------------------------------
// Load: the app, a bare server with the same bytes, the app behind nginx.
// Pages named with --pages are loaded whatever their kind (page 2 of a list is named by its path).
const loadPages = selected.length ? live : live.filter((page) => loadKinds.includes(page.kind));
if (options.load && loadPages.length && !options.analyticsOnly) {
  const captured = {};
  for (const page of loadPages) {
    // The exact bytes on the wire (Node's fetch would decompress them).
    const raw = await rawGet(`${base}${page.path}`, browserHeaders);
    const headers = Object.fromEntries(
      Object.entries(raw.headers).filter(
        ([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name),
      ),
    );
    captured[page.path] = { status: raw.status, headers, body: raw.body.toString('base64') };
    results.pages[page.kind].htmlOnTheWire = {
      kb: kb(raw.body.length),
      encoding: raw.headers['content-encoding'] ?? 'identity',
    };
  }
  const { port: barePort, pid: barePid, stop: stopBare } = await startBareServer(work, 'bare-pages.json', captured);
  children.push(stopBare);

  let proxy = null;
  if (options.proxy) {
    if (!nginxBinary()) notes.push('nginx is not installed (apt-get install nginx): the recipe was not measured.');
    else {
      const precompressed = precompressStatic(path.join(buildDir, 'static'));
      if (precompressed) log(`precompressed ${precompressed} static files (.gz/.br) for nginx`);
      proxy = await startNginx({
        listenPort: await freePort(),
        upstreams: [`127.0.0.1:${appPort}`],
        distDir: buildDir,
      });
      children.push(() => proxy.close());
      results.proxy = {
        brotliModule: proxy.brotli,
        instances: 1,
        checks: await proxyChecks(`http://127.0.0.1:${proxy.port}`),
      };
    }
  }

  const targets = [
    { name: 'app', origin: base, pid: server.pid },
    { name: 'bare', origin: `http://127.0.0.1:${barePort}`, pid: barePid },
    ...(proxy ? [{ name: 'proxy', origin: `http://127.0.0.1:${proxy.port}` }] : []),
  ];
  results.load = { connections: options.connections, durationS: options.duration, pages: {} };
  const memory = watchMemory(server.pid);
  const queriesBeforeLoad = queryPosition();
  for (const page of loadPages) {
    results.load.pages[page.kind] = { path: page.path };
    for (const target of targets) {
      log(`load ${target.name} ${page.path} (${options.connections} connections, ${options.duration} s)`);
      results.load.pages[page.kind][target.name] = await loadTest(`${target.origin}${page.path}`, {
        connections: options.connections,
        duration: options.duration,
        // The same load for 3 s first, unmeasured, on every target: the figures are those of a running
        // server. Without it the first page measured (the home) also carried the app's first seconds
        // under load (code still being compiled by V8, the first collections): p99 350 ms there
        // against 225 a minute later, on the same build.
        warmupS: 3,
        pid: target.pid,
        headers: browserHeaders,
      });
    }
    const entry = results.load.pages[page.kind];
    entry.appToBare = round(entry.app.requestsPerSec / entry.bare.requestsPerSec, 2);
    if (entry.proxy) entry.proxyToBare = round(entry.proxy.requestsPerSec / entry.bare.requestsPerSec, 2);
  }
  results.memory = memory.stop();
  const linesAfterLoad = queryLines();
  if (queriesBeforeLoad !== null && linesAfterLoad)
    results.load.sqlStatementsDuringLoad = foregroundStatementCount(
      linesAfterLoad,
      queriesBeforeLoad,
      linesAfterLoad.length,
    );
}
if (options.load) {
  results.load ??= { connections: options.connections, durationS: options.duration, pages: {} };
  results.load.beacon = await beaconLoad();
}

/**
 * The page-view beacon's endpoint (POST /api/v, decision 147): each request from its own address (the
 * bench runs with TRUST_PROXY=1), so the per-address throttle does not answer instead of the counting;
 * once held at 200 requests a second (the issue's goal: p99 ≤ 5 ms), once as fast as it goes.
 */
async function beaconLoad() {
  const body = JSON.stringify({ p: '/about', e: '/?utm_source=newsletter&utm_campaign=bench', r: '', n: 1 });
  let counter = 0;
  const headers = {
    origin: base,
    'content-type': 'text/plain;charset=UTF-8',
    'user-agent':
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  };
  const setupRequest = (request) => {
    counter += 1;
    const address = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
    return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
  };
  const post = { method: 'POST', body, headers, setupRequest, duration: options.duration };
  log(`load app POST /api/v at 200 req/s (${options.duration} s)`);
  const at200 = await loadTest(`${base}/api/v`, { ...post, connections: 10, overallRate: 200 });
  log(`load app POST /api/v, ${options.connections} connections (${options.duration} s)`);
  const max = await loadTest(`${base}/api/v`, { ...post, connections: options.connections });
  // The floor on this machine now: a bare node:http server that reads the body and answers 204.
  const { port: barePort, stop: stopBare } = await startBareServer(work, 'bare-beacon.json', {});
  log(`load bare POST /api/v at 200 req/s (${options.duration} s)`);
  const bareAt200 = await loadTest(`http://127.0.0.1:${barePort}/api/v`, {
    ...post,
    connections: 10,
    overallRate: 200,
  });
  await stopBare();
  return { bodyBytes: Buffer.byteLength(body), at200, max, bareAt200 };
}

/**
 * scripts/bench/bare-server.mjs on a free port, sending `pages` (path → captured answer; a POST gets
 * 204): the floor the app is compared with. `stop()` ends it and waits for its exit.
 */
async function startBareServer(work, fileName, pages) {
  const pagesFile = path.join(work, fileName);
  fs.writeFileSync(pagesFile, JSON.stringify(pages));
  const port = await freePort();
  const bare = spawn(
    process.execPath,
    [path.join(root, 'scripts', 'bench', 'bare-server.mjs'), pagesFile, String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve) => bare.stdout.once('data', resolve));
  const stop = async () => {
    if (bare.exitCode !== null) return;
    bare.kill('SIGTERM');
    await new Promise((resolve) => bare.once('exit', resolve));
  };
  return { port, pid: bare.pid, stop };
}

async function proxyChecks(origin) {
  const check = async (pathname, init = {}) => {
    const response = await fetch(`${origin}${pathname}`, { redirect: 'manual', ...init });
    await response.arrayBuffer();
    return response.headers.get('x-cache-status') ?? 'none';
  };
  const first = await check('/');
  const second = await check('/');
  const staticScript = live.length ? (await measurePageJs(origin, '/')).scripts[0]?.path : undefined;
  const staticResponse = staticScript
    ? await fetch(`${origin}${staticScript}`, { headers: { 'accept-encoding': 'br' } })
    : null;
  // The micro-cache keeps one gzipped and one plain copy per page (decision 149): a hit is sent as
  // stored, and a client without gzip gets readable HTML, never the gzipped copy.
  const encodedAs = async (encoding) => {
    const response = await rawGet(`${origin}/about`, { 'accept-encoding': encoding });
    const html = response.body.subarray(0, 15).toString('latin1').toLowerCase() === '<!doctype html>';
    return `${response.headers['x-cache-status'] ?? 'none'} ${response.headers['content-encoding'] ?? 'identity'}${html ? ' html' : ''}`;
  };
  await encodedAs('gzip, deflate, br');
  const gzipHit = await encodedAs('gzip, deflate, br');
  const plainFirst = await encodedAs('identity');
  return {
    homeTwice: `${first} then ${second}`,
    aboutByEncoding: { gzipSecond: gzipHit, identityAfterGzip: plainFirst },
    withSessionCookie: await check('/', { headers: { cookie: 'theme=dark; ngoma_admin=x' } }),
    post: await check('/', {
      method: 'POST',
      body: 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    adminLogin: await check('/admin-login'),
    staticAsset: staticResponse
      ? {
          cacheControl: staticResponse.headers.get('cache-control'),
          encoding: staticResponse.headers.get('content-encoding'),
          servedBy: staticResponse.headers.get('x-powered-by') ?? 'nginx',
        }
      : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse, one page at a time.
if (options.lighthouse && live.length && !options.analyticsOnly) {
  const chromium = await launchChromium(await chromiumPath());
  children.push(() => chromium.close());
  const methods = [
    ['devtools', 'lighthouseApplied'],
    ['simulate', 'lighthouse'],
  ].filter(([method]) => options.throttling === 'both' || options.throttling === method);
  for (const page of live) {
    for (const [throttlingMethod, key] of methods) {
      log(
        `lighthouse ${page.path}, ${throttlingMethod} throttling (${options.lighthouseRuns} run${options.lighthouseRuns > 1 ? 's' : ''})`,
      );
      try {
        results.pages[page.kind][key] = await lighthouseMedian(
          `${base}${page.path}`,
          chromium.port,
          options.lighthouseRuns,
          { throttlingMethod },
        );
      } catch (error) {
        results.pages[page.kind][key] = { error: String(error.message ?? error) };
      }
    }
  }
}

// The kernel's high-water mark covers the server's whole life: every phase above, Lighthouse included.
results.serverHwmMb = Math.round(statusKb(server.pid, 'VmHWM') / 1024);
await cleanup();
results.durationS = Math.round((Date.now() - startedAt.getTime()) / 1000);

// ---------------------------------------------------------------------------------------------
// Verdicts, report, files
const verdicts = [];
const verdict = (name, value, ok) => verdicts.push({ name, value, ok });
for (const page of live) {
  const figures = results.pages[page.kind];
  if (figures.js)
    verdict(
      `${page.kind}: JS ${figures.js.gzipKb} KB gzip ≤ ${figures.js.budgetKb}`,
      figures.js.gzipKb,
      figures.js.gzipKb <= figures.js.budgetKb,
    );
  const weight = figures.weight;
  if (weight)
    verdict(
      `${page.kind}: phone page weight ${weight.totalKb} KB (images ${weight.imageKb}) ≤ ${weight.budgetKb}`,
      weight.totalKb,
      weight.totalKb <= weight.budgetKb,
    );
  // The goals are on applied throttling; the simulated figures are reported beside them.
  const applied = figures.lighthouseApplied;
  if (applied?.error) verdict(`${page.kind}: Lighthouse (applied throttling) completes`, applied.error, false);
  if (applied && !applied.error) {
    verdict(
      `${page.kind}: Lighthouse performance ${applied.performance} ≥ ${LIGHTHOUSE_BUDGET.performance} (applied throttling)`,
      applied.performance,
      applied.performance >= LIGHTHOUSE_BUDGET.performance,
    );
    verdict(
      `${page.kind}: LCP ${round(applied.lcpMs)} ms ≤ ${LIGHTHOUSE_BUDGET.lcpMs} (applied)`,
      applied.lcpMs,
      applied.lcpMs <= LIGHTHOUSE_BUDGET.lcpMs,
    );
    verdict(
      `${page.kind}: TBT ${round(applied.tbtMs)} ms ≤ ${LIGHTHOUSE_BUDGET.tbtMs} (applied)`,
      applied.tbtMs,
      applied.tbtMs <= LIGHTHOUSE_BUDGET.tbtMs,
    );
    verdict(
      `${page.kind}: CLS ${round(applied.cls, 3)} ≤ ${LIGHTHOUSE_BUDGET.cls} (applied)`,
      applied.cls,
      applied.cls <= LIGHTHOUSE_BUDGET.cls,
    );
  }
  const lh = figures.lighthouse;
  if (lh?.error) verdict(`${page.kind}: Lighthouse (simulated throttling) completes`, lh.error, false);
  const audited = applied && !applied.error ? applied : lh && !lh.error ? lh : null;
  if (audited)
    verdict(
      `${page.kind}: accessibility ${audited.accessibility} / SEO ${audited.seo} = 100`,
      audited.accessibility,
      audited.accessibility === 100 && audited.seo === 100,
    );
  // Every page has hreflang alternates and a canonical link (docs/languages.md); both must be valid.
  for (const id of /** @type {const} */ (['hreflang', 'canonical'])) {
    const outcome = audited?.[id];
    if (outcome)
      verdict(
        `${page.kind}: Lighthouse ${id} ${outcome.score === 1 ? 'valid' : outcome.score === 0 ? 'invalid' : 'not applicable'}${outcome.detail ? ` (${outcome.detail})` : ''}`,
        outcome.score,
        outcome.score === 1,
      );
  }
}
if (results.cachedPagesDatabase?.measured) {
  verdict(
    `cached pages: ${results.cachedPagesDatabase.sqlStatements} SQL statements in ${results.cachedPagesDatabase.requests} requests`,
    results.cachedPagesDatabase.sqlStatements,
    results.cachedPagesDatabase.sqlStatements === 0,
  );
}
for (const [kind, figures] of Object.entries(results.listPages?.pages ?? {})) {
  verdict(
    `${kind} list (uncached query): ${figures.medianTotalMs} ms < ${SERVER_GOALS.listRenderMs}`,
    figures.medianTotalMs,
    figures.medianTotalMs < SERVER_GOALS.listRenderMs,
  );
}
for (const [kind, figures] of Object.entries(results.load?.pages ?? {})) {
  verdict(
    `${kind} app/bare ${figures.appToBare} ≥ ${SERVER_GOALS.appToBareRatio}`,
    figures.appToBare,
    figures.appToBare >= SERVER_GOALS.appToBareRatio,
  );
  verdict(
    `${kind} app p99 ${figures.app.p99Ms} ms ≤ ${SERVER_GOALS.p99Ms}`,
    figures.app.p99Ms,
    figures.app.p99Ms <= SERVER_GOALS.p99Ms,
  );
  verdict(
    `${kind} app errors ${figures.app.errors + figures.app.timeouts} / non-2xx ${figures.app.non2xx}`,
    figures.app.errors,
    figures.app.errors + figures.app.timeouts + figures.app.non2xx === 0,
  );
  if (figures.proxy) {
    verdict(
      `${kind} proxy/bare ${figures.proxyToBare} ≥ ${SERVER_GOALS.proxyToBareRatio}`,
      figures.proxyToBare,
      figures.proxyToBare >= SERVER_GOALS.proxyToBareRatio,
    );
    verdict(
      `${kind} proxy errors ${figures.proxy.errors + figures.proxy.timeouts} / non-2xx ${figures.proxy.non2xx}`,
      figures.proxy.errors,
      figures.proxy.errors + figures.proxy.timeouts + figures.proxy.non2xx === 0,
    );
  }
}
if (results.proxy?.checks.aboutByEncoding) {
  const { gzipSecond, identityAfterGzip } = results.proxy.checks.aboutByEncoding;
  verdict(
    `nginx: a cached page is sent gzipped as stored (${gzipSecond}), plain to a client without gzip (${identityAfterGzip})`,
    gzipSecond,
    gzipSecond === 'HIT gzip' && identityAfterGzip.endsWith('identity html'),
  );
}
if (results.beacon) {
  const b = results.beacon;
  verdict(
    `beacon code ${b.gzipBytes} B gzip ≤ ${SERVER_GOALS.beaconGzipBytes}`,
    b.gzipBytes,
    (b.gzipBytes ?? Infinity) <= SERVER_GOALS.beaconGzipBytes,
  );
  verdict(
    `beacon request at ${b.beaconStartMs} ms, after the first contentful paint (${b.firstContentfulPaintMs} ms), from non-blocking scripts`,
    b.beaconStartMs,
    b.beaconStartMs > b.firstContentfulPaintMs &&
      b.chunksAsync.every(Boolean) &&
      b.chunksRenderBlocking.every((status) => status !== 'blocking'),
  );
}
if (results.load?.beacon) {
  const { at200, max } = results.load.beacon;
  verdict(
    `beacon POST /api/v at 200 req/s: p99 ${at200.p99Ms} ms ≤ ${SERVER_GOALS.beaconP99Ms}`,
    at200.p99Ms,
    at200.p99Ms <= SERVER_GOALS.beaconP99Ms,
  );
  verdict(
    `beacon POST /api/v errors ${at200.errors + at200.timeouts + max.errors + max.timeouts} / non-2xx ${at200.non2xx + max.non2xx}`,
    at200.non2xx + max.non2xx,
    at200.errors + at200.timeouts + max.errors + max.timeouts + at200.non2xx + max.non2xx === 0,
  );
}
if (results.memory)
  verdict(
    `peak RSS under load ${results.memory.peakRssMb} MB ≤ ${SERVER_GOALS.peakRssMb}`,
    results.memory.peakRssMb,
    results.memory.peakRssMb <= SERVER_GOALS.peakRssMb,
  );
if (results.serverHwmMb !== undefined)
  verdict(
    `server high-water mark over the whole bench ${results.serverHwmMb} MB ≤ ${SERVER_GOALS.peakRssMb}`,
    results.serverHwmMb,
    results.serverHwmMb <= SERVER_GOALS.peakRssMb,
  );
results.verdicts = verdicts;
results.passed = verdicts.every((v) => v.ok);

const resultsDir = path.join(root, 'bench', 'results');
fs.mkdirSync(resultsDir, { recursive: true });
const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
const json = `${JSON.stringify(results, null, 2)}\n`;
fs.writeFileSync(path.join(resultsDir, `${stamp}.json`), json);
// A partial run (--analytics) is not the reference.
if (!options.analyticsOnly) fs.writeFileSync(path.join(resultsDir, 'latest.json'), json);

printReport(results);
console.log(
  `\n[bench] ${results.durationS} s; results in bench/results/${stamp}.json${options.analyticsOnly ? '' : ' and bench/results/latest.json'}`,
);
if (results.passed) fs.rmSync(work, { recursive: true, force: true });
else console.log(`[bench] some goals missed; server log kept at ${appLog}`);
process.exit(0);

function printReport(r) {
  const cell = (value, width) => String(value ?? '–').padStart(width);
  const rows = [];
  rows.push(
    `\nBench ${r.date}  (${r.machine.cpus} CPU, ${r.machine.cpuModel}; Node ${r.machine.node}; fresh memory ${r.machine.freshMemoryMsPerGiB ?? '?'} ms/GiB)`,
  );
  rows.push('');
  rows.push(
    `${'page'.padEnd(16)}${cell('status', 7)}${cell('HTML KB', 9)}${cell('JS gz KB', 10)}${cell('br KB', 8)}${cell('budget', 8)}${cell('page KB', 9)}${cell('img KB', 8)}`,
  );
  for (const [kind, page] of Object.entries(r.pages)) {
    rows.push(
      `${kind.padEnd(16)}${cell(page.status, 7)}${cell(page.htmlKb, 9)}${cell(page.js?.gzipKb, 10)}${cell(page.js?.brotliKb, 8)}${cell(page.js?.budgetKb, 8)}${cell(page.weight?.totalKb, 9)}${cell(page.weight?.imageKb, 8)}`,
    );
  }
  // Lighthouse: applied throttling (the goals) and simulated, side by side.
  const lighthouseTables = [
    ['lighthouseApplied', 'applied throttling (devtools): the goals'],
    ['lighthouse', 'simulated throttling (Lighthouse default): reported'],
  ].filter(([key]) => Object.values(r.pages).some((page) => page[key]));
  for (const [key, title] of lighthouseTables) {
    rows.push('');
    rows.push(`Lighthouse 13 mobile, ${title}, median of ${r.options?.lighthouseRuns ?? '?'}`);
    rows.push(
      `${'page'.padEnd(16)}${cell('perf', 6)}${cell('a11y', 6)}${cell('bp', 5)}${cell('seo', 5)}${cell('FCP ms', 8)}${cell('LCP ms', 8)}${cell('CLS', 7)}${cell('TBT ms', 8)}${cell('hreflang', 10)}${cell('canonical', 11)}`,
    );
    const outcome = (audit) => (audit ? ({ 1: 'valid', 0: 'INVALID' }[audit.score] ?? 'n/a') : undefined);
    for (const [kind, page] of Object.entries(r.pages)) {
      const lh = page[key] && !page[key].error ? page[key] : {};
      rows.push(
        `${kind.padEnd(16)}${cell(lh.performance, 6)}${cell(lh.accessibility, 6)}${cell(lh.bestPractices, 5)}${cell(lh.seo, 5)}${cell(round(lh.fcpMs), 8)}${cell(round(lh.lcpMs), 8)}${cell(round(lh.cls, 3), 7)}${cell(round(lh.tbtMs), 8)}${cell(outcome(lh.hreflang), 10)}${cell(outcome(lh.canonical), 11)}` +
          (page[key]?.error ? `  lighthouse error: ${page[key].error}` : ''),
      );
    }
  }
  const indexes = Object.values(r.pages)
    .map((page) => page.lighthouse?.benchmarkIndex)
    .filter(Boolean);
  if (indexes.length)
    rows.push(
      `Lighthouse benchmarkIndex of this machine during the runs: ${Math.min(...indexes)}-${Math.max(...indexes)} (busy machine when far below 1000)`,
    );
  // What the simulated LCP and TBT are made of (scripts/bench/lighthouse.mjs, traceDiagnostics).
  const diagnosed = Object.entries(r.pages).filter(([, page]) => page.lighthouse?.cpuTbtMs != null);
  if (diagnosed.length) {
    rows.push('');
    rows.push(
      `${'page'.padEnd(16)}${cell('obs LCP', 9)}${cell('LCP incl. scripts', 19)}${cell('fonts', 7)}${cell('KB', 7)}${cell('TBT from CPU time', 19)}${cell('longest task CPU ms', 21)}`,
    );
    for (const [kind, page] of diagnosed) {
      const lh = page.lighthouse;
      rows.push(
        `${kind.padEnd(16)}${cell(round(lh.observedLcpMs), 9)}${cell(lh.lcpIncludesScripts, 19)}${cell(lh.lcpIncludesFonts, 7)}${cell(lh.lcpIncludesKb, 7)}${cell(lh.cpuTbtMs, 19)}${cell(lh.longestTaskCpuMs, 21)}`,
      );
    }
  }
  if (r.load) {
    rows.push('');
    rows.push(
      `load: ${r.load.connections} connections, ${r.load.durationS} s each; CPU ms: the server's CPU time (all threads) per request`,
    );
    rows.push(
      `${'page'.padEnd(10)}${cell('app req/s', 11)}${cell('p50', 6)}${cell('p99', 6)}${cell('err', 5)}${cell('CPU ms', 8)}${cell('bare req/s', 12)}${cell('p99', 6)}${cell('CPU ms', 8)}${cell('app/bare', 10)}${cell('nginx req/s', 13)}${cell('p99', 6)}${cell('err', 5)}${cell('nginx/bare', 12)}`,
    );
    for (const [kind, page] of Object.entries(r.load.pages)) {
      const errors = (f) => (f ? f.errors + f.timeouts + f.non2xx : null);
      rows.push(
        `${kind.padEnd(10)}${cell(page.app.requestsPerSec, 11)}${cell(page.app.p50Ms, 6)}${cell(page.app.p99Ms, 6)}${cell(errors(page.app), 5)}${cell(page.app.cpuMsPerRequest, 8)}${cell(page.bare.requestsPerSec, 12)}${cell(page.bare.p99Ms, 6)}${cell(page.bare.cpuMsPerRequest, 8)}${cell(page.appToBare, 10)}${cell(page.proxy?.requestsPerSec, 13)}${cell(page.proxy?.p99Ms, 6)}${cell(errors(page.proxy), 5)}${cell(page.proxyToBare, 12)}`,
      );
    }
    if (r.memory)
      rows.push(`server memory during load: peak RSS ${r.memory.peakRssMb} MB (VmHWM ${r.memory.hwmMb} MB)`);
    if (r.load.sqlStatementsDuringLoad !== undefined)
      rows.push(`SQL statements during the load: ${r.load.sqlStatementsDuringLoad}`);
    if (r.load.beacon) {
      const { at200, max, bodyBytes, bareAt200 } = r.load.beacon;
      rows.push(
        `beacon POST /api/v (${bodyBytes} B): at 200 req/s p50 ${at200.p50Ms} ms, p99 ${at200.p99Ms} ms, non-2xx ${at200.non2xx}; max ${max.requestsPerSec} req/s, p99 ${max.p99Ms} ms, non-2xx ${max.non2xx}` +
          (bareAt200 ? `; bare node:http at 200 req/s p50 ${bareAt200.p50Ms} ms, p99 ${bareAt200.p99Ms} ms` : ''),
      );
    }
  }
  if (r.beacon) {
    const b = r.beacon;
    rows.push(
      `beacon code (${b.modules} modules in ${b.chunks.map((c) => `${c.path} ${c.gzipBytes} B gz`).join(', ')}): ${b.rawBytes} B, ${b.gzipBytes} B gzip; ` +
        `first paint ${b.firstPaintMs} ms, first contentful paint ${b.firstContentfulPaintMs} ms, beacon sent at ${b.beaconStartMs} ms (${b.beaconInitiator}); ` +
        `its chunks async ${b.chunksAsync.join('/')}, render-blocking ${b.chunksRenderBlocking.join('/')}`,
    );
  }
  if (r.serverHwmMb !== undefined) rows.push(`server memory high-water mark over the whole run: ${r.serverHwmMb} MB`);
  if (r.listPages && Object.keys(r.listPages.pages).length) {
    rows.push('');
    rows.push(`list pages, uncached query strings (${r.listPages.rows}, ${r.listPages.samples} samples each):`);
    for (const [kind, page] of Object.entries(r.listPages.pages)) {
      rows.push(
        `  ${kind.padEnd(10)} e.g. ${page.example.padEnd(20)} median TTFB ${page.medianTtfbMs} ms, complete ${page.medianTotalMs} ms (max ${page.maxTotalMs}), ${page.medianKb} KB, status ${page.statuses.join('/')}`,
      );
    }
  }
  if (r.cachedPagesDatabase) {
    rows.push('');
    rows.push(
      r.cachedPagesDatabase.measured
        ? `cached pages: ${r.cachedPagesDatabase.sqlStatements} SQL statements in ${r.cachedPagesDatabase.requests} requests`
        : `cached pages: not measured (${r.cachedPagesDatabase.reason})`,
    );
  }
  if (r.proxy) rows.push(`nginx recipe checks: ${JSON.stringify(r.proxy.checks)}`);
  if (r.notes.length) {
    rows.push('');
    for (const note of r.notes) rows.push(`note: ${note}`);
  }
  rows.push('');
  for (const v of r.verdicts) rows.push(`${v.ok ? 'PASS' : 'MISS'}  ${v.name}`);
  console.log(rows.join('\n'));
}
