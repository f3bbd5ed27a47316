// @ts-check
// An hour of mixed use, as a newcomer's `npm start` serves it (issue 22's memory goal): `npm start`
// on a database of its own, then public pages from the sitemap, feeds, unknown paths, the admin's
// screens and an image upload every 20 s, while the resident memory of the whole process group (npm,
// the shell's exec'd server, the image encoder while it runs) is sampled every 5 s; then a minute with
// no requests. Usage: `npm run bench:soak -- --minutes=60 [--port=3207]`; SOAK_DIR=<dir> keeps the
// database, uploads and log there, and the next run with it reuses them (and so the build).
// Results go to bench/results/soak-<date>.json. The goal (issue 22) is the group at ≤ 300 MB resident
// after the hour of use; the figures under use (median, and the peak, which an upload's encoder child
// sets) are reported beside it (docs/decisions/166-memory-after-use.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { root } from '../lib.mjs';
import { groupMemory, median, residentMb } from './measure.mjs';

const minutes = Number(process.argv.find((arg) => arg.startsWith('--minutes='))?.split('=')[1] ?? 60);
const goalMb = 300;
const log = (/** @type {string} */ message) => console.log(`[soak] ${message}`);

const keptDir = process.env.SOAK_DIR;
const work = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'agency-soak-'));
if (keptDir) fs.mkdirSync(keptDir, { recursive: true });
// A fixed port keeps SITE_URL, part of the build's key, the same: the next run reuses the build.
const portOption = process.argv.find((arg) => arg.startsWith('--port='))?.split('=')[1];
const port = portOption ? Number(portOption) : 3207;
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'soak@example.test', password: 'soak-admin-password-1' };
const npm = spawn('npm', ['start'], {
  cwd: root,
  env: {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    SITE_URL: base,
    // A build and a database of its own, so the checkout's .next and data/ are left alone.
    NEXT_DIST_DIR: '.next-soak',
    DATABASE_URL: `file:${path.join(work, 'soak.db')}`,
    UPLOAD_DIR: path.join(work, 'uploads'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SMTP_URL: '',
    // Requests come from one address: the per-address limits of sign-in and forms are not measured here.
    TRUST_PROXY: '1',
  },
  stdio: ['ignore', fs.openSync(path.join(work, 'server.log'), 'w'), fs.openSync(path.join(work, 'server.log'), 'a')],
  // A process group of its own: npm does not pass SIGTERM on to the server the shell exec'd.
  detached: true,
});
const stop = () => {
  try {
    if (npm.pid) process.kill(-npm.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('SIGINT', () => (stop(), process.exit(130)));

log(`npm start on ${base} (log: ${path.join(work, 'server.log')})`);
const readyBy = Date.now() + 15 * 60_000;
for (;;) {
  const ready = await fetch(`${base}/api/ready`).then(
    (response) => response.ok,
    () => false,
  );
  if (ready) break;
  if (npm.exitCode !== null || Date.now() > readyBy) {
    stop();
    throw new Error('npm start did not become ready');
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

const headers = { 'accept-encoding': 'gzip, deflate, br', origin: base, 'x-forwarded-for': '10.9.8.7' };
const signIn = await fetch(`${base}/admin-login/session`, {
  method: 'POST',
  redirect: 'manual',
  headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(admin),
});
// The session cookie (src/server/auth/cookie.ts), not the other cookies the sign-in may set.
const cookie =
  signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => /^(__Host-)?ngoma_admin=/.test(pair)) ?? '';
if (signIn.status !== 303 || !cookie) throw new Error(`admin sign-in answered ${signIn.status}`);

const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const publicPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1] ?? '/', base).pathname,
);
const otherPaths = ['/feed.xml', '/events.ics', '/robots.txt', '/no-such-page', '/talent/nobody-here'];
const adminPaths = [
  '/admin',
  '/admin/posts',
  '/admin/talent',
  '/admin/inquiries',
  '/admin/media',
  '/admin/settings',
  '/admin/audit',
];
log(`${publicPaths.length} public pages from the sitemap, ${minutes} min`);

/** A photo-sized image of noise: what an operator uploads, decoded and resized by sharp on the server. */
const photo = (/** @type {number} */ seed) =>
  sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 120 + (seed % 60), sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

const counts = { pages: 0, admin: 0, uploads: 0, errors: 0 };
const statuses = /** @type {Record<string, number>} */ ({});
const get = async (/** @type {string} */ pathname, /** @type {Record<string, string>} */ extra = {}) => {
  try {
    const response = await fetch(`${base}${pathname}`, { headers: { ...headers, ...extra }, redirect: 'manual' });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (response.status >= 500) counts.errors++;
  } catch {
    counts.errors++;
  }
};

const samples = /** @type {{ minute: number, rssMb: number }[]} */ ([]);
const sample = () =>
  samples.push({ minute: Math.round(((Date.now() - started) / 60_000) * 10) / 10, rssMb: residentMb(npm.pid ?? 0) });
const started = Date.now();
const endAt = started + minutes * 60_000;
sample();
const sampler = setInterval(sample, 5000);
let lastUpload = 0;
let lastReport = started;
// Four visitors at once, a page each 50 ms or so: a busy small site, not a load test.
await Promise.all(
  Array.from({ length: 4 }, async (_, worker) => {
    let i = worker;
    while (Date.now() < endAt) {
      i++;
      if (worker === 0 && Date.now() - lastUpload > 20_000) {
        lastUpload = Date.now();
        const body = new FormData();
        body.set('file', new Blob([new Uint8Array(await photo(i))], { type: 'image/jpeg' }), `soak-${i}.jpg`);
        const response = await fetch(`${base}/admin/uploads`, {
          method: 'POST',
          headers: { ...headers, cookie },
          body,
        });
        await response.arrayBuffer();
        if (response.status === 201) counts.uploads++;
        else counts.errors++;
      } else if (worker === 1 && i % 5 === 0) {
        await get(adminPaths[i % adminPaths.length] ?? '/admin', { cookie });
        counts.admin++;
      } else {
        await get((i % 10 === 0 ? otherPaths[i % otherPaths.length] : publicPaths[i % publicPaths.length]) ?? '/');
        counts.pages++;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (worker === 0 && Date.now() - lastReport > 60_000) {
        lastReport = Date.now();
        const last = samples.at(-1);
        log(`${last?.minute} min: ${last?.rssMb} MB resident; ${JSON.stringify(counts)}`);
      }
    }
  }),
);
clearInterval(sampler);
sample();
const underUse = samples.map((s) => s.rssMb);
log(`use ended; a minute without requests`);
const idleUntil = Date.now() + 60_000;
while (Date.now() < idleUntil) {
  await new Promise((resolve) => setTimeout(resolve, 5000));
  sample();
}
const processes = groupMemory(npm.pid ?? 0);
stop();

const peakMb = Math.max(...underUse);
const medianUnderUseMb = median(underUse) ?? 0;
const afterMb = samples.at(-1)?.rssMb ?? 0;
const result = {
  date: new Date(started).toISOString(),
  minutes,
  node: process.version,
  counts,
  statuses,
  afterMb,
  afterPssMb: processes.reduce((sum, p) => sum + p.pssMb, 0),
  processes,
  medianUnderUseMb,
  peakMb,
  goalMb,
  passed: afterMb <= goalMb && counts.errors === 0,
  samples,
};
const resultsDir = path.join(root, 'bench', 'results');
fs.mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `soak-${result.date.replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
log(
  `${result.passed ? 'PASS' : 'MISS'}  after ${minutes} min of mixed use: ${afterMb} MB resident (npm + server; PSS ${result.afterPssMb} MB) ≤ ${goalMb}; under use: median ${medianUnderUseMb} MB, peak ${peakMb} MB; ${JSON.stringify(counts)} ${JSON.stringify(statuses)}`,
);
log(`processes: ${processes.map((p) => `${p.command} ${p.rssMb} MB (PSS ${p.pssMb})`).join('; ')}`);
log(`results in ${path.relative(root, file)}`);
// A folder of our own goes when the run passed; SOAK_DIR is kept for the next run.
if (result.passed && !keptDir) fs.rmSync(work, { recursive: true, force: true });
process.exit(0);
