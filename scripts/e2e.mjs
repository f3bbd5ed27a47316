// @ts-check
// Browser tests against the production build: a temporary SQLite database with the demo content,
// a loopback SMTP server that keeps what it receives, the production server (server/index.mjs) on a
// free port, then Playwright.
// Extra arguments go to Playwright (e.g. `npm run test:e2e -- tests/e2e/admin.spec.ts`).
// E2E_REUSE_BUILD=1 reuses the last e2e build even though the database is new (for quick local runs).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baseEnv, buildIfNeeded, distDir, prepare, root, run, serverProcessEnv } from './lib.mjs';
import { chromiumPath } from './chromium.mjs';
import { startSmtpCapture } from '../tests/support/smtp-capture.mjs';
import { freePort } from './free-port.mjs';

fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-e2e-'));
const mailDir = path.join(work, 'mail');
const smtp = await startSmtpCapture({ dir: mailDir });
const port = await freePort();
const metricsPort = await freePort();
const env = baseEnv({
  NODE_ENV: 'production',
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-e2e',
  DATABASE_URL: `file:${path.join(work, 'e2e.db')}`,
  UPLOAD_DIR: path.join(work, 'uploads'),
  ADMIN_PASSWORD: 'e2e-admin-password',
  ADMIN_EMAIL: 'admin@e2e.test',
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  INQUIRY_TO: 'inbox@e2e.test',
  MAIL_FROM: 'website@e2e.test',
  // Tests send X-Forwarded-For so each one has a rate-limit budget of its own (tests/e2e/fixtures.ts).
  TRUST_PROXY: '1',
  // tests/e2e/observability.spec.ts scrapes both metrics endpoints.
  METRICS_PORT: String(metricsPort),
  METRICS_TOKEN: `e2e-metrics-token-${crypto.randomUUID()}`,
  SITE_URL: `http://127.0.0.1:${port}`,
  PORT: String(port),
});

const buildStarted = Date.now();
await prepare(env);
if (process.env.E2E_REUSE_BUILD && fs.existsSync(path.join(distDir(env), 'BUILD_ID'))) {
  console.log('[e2e] reusing the last e2e build (E2E_REUSE_BUILD)');
} else {
  // The build key includes the database, so a fresh e2e database always builds fresh.
  // The build prerenders from this run's database; the key ignores its (temporary) path.
  await buildIfNeeded('e2e', env, { ...env, DATABASE_URL: 'e2e' });
}
const buildMs = Date.now() - buildStarted;
const browserStarted = Date.now(); // the server's start-up counts with the browser tests

const server = spawn(process.execPath, [path.join(root, 'server', 'index.mjs')], {
  cwd: root,
  // The memory settings npm start, the container and the systemd unit give the server (decision 113).
  env: serverProcessEnv({ ...env, HOSTNAME: '127.0.0.1', AGENCY_SERVER: 'serve' }),
  stdio: ['ignore', 'pipe', 'pipe'],
});
const serverLog = fs.createWriteStream(path.join(work, 'server.log'));
server.stdout.pipe(serverLog);
server.stderr.pipe(serverLog);

const baseURL = `http://127.0.0.1:${port}`;
const started = Date.now();
for (;;) {
  try {
    const response = await fetch(`${baseURL}/api/health`);
    if (response.ok) break;
  } catch {}
  if (Date.now() - started > 60_000 || server.exitCode !== null) {
    console.error(`[e2e] the server did not start; see ${path.join(work, 'server.log')}`);
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 250));
}

const playwrightEnv = {
  ...env,
  E2E_BASE_URL: baseURL,
  E2E_MAIL_DIR: mailDir,
  E2E_WORK_DIR: work,
  E2E_SERVER_LOG: path.join(work, 'server.log'),
  E2E_SERVER_PID: String(server.pid),
  CHROMIUM_PATH: await chromiumPath(),
};
/** Runs Playwright with these arguments, its JSON report in test-results/`report`. @param {string[]} args @param {string} report */
const playwright = (args, report) =>
  run(process.execPath, [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...args], {
    env: {
      ...playwrightEnv,
      E2E_JSON_REPORT: path.join(root, 'test-results', report),
      E2E_OUTPUT_DIR: path.join(root, 'test-results', report.replace(/\.json$/, '')),
    },
  });

/**
 * What CI runs on its second Node.js (E2E_SMOKE=1): the parts of the server that depend on the runtime,
 * each through a browser or a raw request: the production server's start, headers, health and SIGTERM
 * stop; the SQLite driver behind every admin save; sharp behind an upload; nodemailer behind an
 * inquiry; PostgreSQL from two instances. Decision 168.
 */
const SMOKE = {
  pages: ['platform.spec.ts'],
  changes: ['admin.spec.ts', 'inquiries.spec.ts', 'upload-instances.spec.ts'],
  lighthouse: [],
};

let code = 0;
const extraArgs = process.argv.slice(2);
for (const old of fs.readdirSync(path.join(root, 'test-results'), { withFileTypes: true })) {
  if (old.isFile() && /^e2e.*\.json$/.test(old.name)) fs.rmSync(path.join(root, 'test-results', old.name));
}
if (extraArgs.length > 0) {
  code = await playwright(extraArgs, 'e2e.json');
} else {
  // The phases of playwright.config.ts, in order; every phase runs even if an earlier one failed.
  // E2E_SMOKE=1 runs only SMOKE's files of each phase (decision 168: CI's second Node.js).
  const smoke = process.env.E2E_SMOKE === '1';
  for (const project of /** @type {const} */ (['pages', 'changes', 'lighthouse'])) {
    const files = smoke ? SMOKE[project].map((f) => `tests/e2e/${f}`) : [];
    if (smoke && files.length === 0) continue;
    const phase = await playwright([`--project=${project}`, ...files], `e2e-${project}.json`);
    code = code || phase;
  }
}

// For scripts/test.mjs, which prints the suite's time per phase and holds it to a budget.
const browserMs = Date.now() - browserStarted;
fs.writeFileSync(path.join(root, 'test-results', 'phases-e2e.json'), JSON.stringify({ buildMs, browserMs }));
console.log(`[e2e] build ${Math.round(buildMs / 1000)} s, browser tests ${Math.round(browserMs / 1000)} s`);

// The run contract: SIGTERM stops the server cleanly (exit 0, database closed) within 10 s.
// A server that died during the tests (killed from outside, crashed) fails the check instead of
// leaving this script waiting for an exit that already happened.
const diedEarly = server.exitCode !== null || server.signalCode !== null;
if (diedEarly)
  console.error(`[e2e] the server exited during the tests (code ${server.exitCode}, signal ${server.signalCode})`);
const stopStarted = Date.now();
const exitCode = diedEarly
  ? (server.exitCode ?? 1)
  : await new Promise((resolve) => {
      server.once('exit', (c) => resolve(c));
      server.kill('SIGTERM');
    });
const stopMs = Date.now() - stopStarted;
await new Promise((resolve) => serverLog.end(resolve));
const closedCleanly = fs.readFileSync(path.join(work, 'server.log'), 'utf8').includes('database closed');
let finalCode = code;
if (exitCode !== 0 || stopMs > 10_000 || !closedCleanly) {
  console.error(`[e2e] shutdown check FAILED: exit ${exitCode}, ${stopMs} ms, database closed: ${closedCleanly}`);
  finalCode = finalCode || 1;
} else {
  console.log(`[e2e] shutdown check passed: SIGTERM -> exit 0 in ${stopMs} ms, database closed`);
}
await smtp.close();
if (finalCode === 0) fs.rmSync(work, { recursive: true, force: true });
else console.error(`[e2e] server log kept at ${path.join(work, 'server.log')}`);
process.exit(finalCode);
