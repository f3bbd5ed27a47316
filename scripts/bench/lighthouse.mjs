// Lighthouse 13 mobile (its defaults: Moto G Power class device, simulated slow-4G and 4x CPU throttling)
// against a Chromium we start ourselves with a DevTools port, so the bench and the budget tests use
// the same browser as the rest of the project (scripts/chromium.mjs) and clean up after themselves.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { median } from './measure.mjs';

/** Starts headless Chromium with a DevTools port. Returns `{ port, close() }`. */
export async function launchChromium(executable) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-lighthouse-'));
  const child = spawn(
    executable ?? (await chromiumPath()),
    [...chromiumArgs, '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}):\n${output}`));
    });
  });
  child.stderr.resume();
  return {
    port,
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => {
          const timer = setTimeout(() => (child.kill('SIGKILL'), resolve()), 5_000);
          child.once('exit', () => (clearTimeout(timer), resolve()));
        });
      }
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

const score = (category) => (category?.score == null ? null : Math.round(category.score * 100));
const numeric = (audit) => (audit?.numericValue == null ? null : audit.numericValue);

/** One Lighthouse mobile run; returns the category scores and the metrics we budget. */
export async function lighthouseRun(url, port, categories = ['performance', 'accessibility', 'best-practices', 'seo']) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories['best-practices']),
    seo: score(lhr.categories.seo),
    fcpMs: numeric(lhr.audits['first-contentful-paint']),
    lcpMs: numeric(lhr.audits['largest-contentful-paint']),
    tbtMs: numeric(lhr.audits['total-blocking-time']),
    cls: numeric(lhr.audits['cumulative-layout-shift']),
    // Bytes loaded during the run (images below the fold are lazy and not counted; the phone
    // page-weight measure in page-weight.mjs scrolls) and what "Improve image delivery" (Lighthouse
    // 13's successor of "Properly size images" and "Serve images in modern formats") would save.
    totalBytes: numeric(lhr.audits['total-byte-weight']),
    imageDeliveryWastedBytes: (lhr.audits['image-delivery-insight']?.details?.items ?? []).reduce(
      (sum, item) => sum + (item.wastedBytes ?? 0),
      0,
    ),
    // Lighthouse's own CPU benchmark of this machine at the time. Its 4x CPU slowdown assumes a
    // desktop-class machine (about 1000 and up); much lower means the machine was busy and the
    // simulated phone slower than a real one, so scores are pessimistic.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    // What failed, so a low score can be acted on without rerunning by hand.
    failing: Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => audit.id),
  };
}

/** Median of each figure over `runs` runs (the bench takes 5: LIGHTHOUSE_RUNS), plus every run's raw figures. */
export async function lighthouseMedian(url, port, runs = 5) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseRun(url, port));
  const summary = {};
  for (const key of [
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
    'fcpMs',
    'lcpMs',
    'tbtMs',
    'cls',
    'totalBytes',
    'imageDeliveryWastedBytes',
    'benchmarkIndex',
  ]) {
    summary[key] = median(all.map((run) => run[key]));
  }
  summary.failing = [...new Set(all.flatMap((run) => run.failing))];
  summary.runs = all.map(({ failing: _failing, ...figures }) => figures);
  return summary;
}
