// @ts-check
// Lighthouse 13 mobile (Moto G Power class device, slow 4G, 4x CPU). Two ways to throttle: 'simulate'
// (Lighthouse's default: an unthrottled load, then a model of the phone) and 'devtools' (applied: the
// browser really is slowed down while the page loads, which is what a visitor's phone does; the
// bench's goals are on these figures).
// against a Chromium we start ourselves with a DevTools port, so the bench and the budget tests use
// the same browser as the rest of the project (scripts/chromium.mjs) and clean up after themselves.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { median } from './measure.mjs';

/**
 * @typedef {import('lighthouse').Result} LighthouseResult
 * @typedef {{ name: string, ph?: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number,
 *   args?: { data?: { isLoadingMainFrame?: boolean, documentLoaderURL?: string, url?: string } } }} TraceEvent
 * @typedef {{ observedLargestContentfulPaint: number, observedFirstContentfulPaint: number }} ObservedMetrics
 * @typedef {{ url: string, resourceType?: string, networkEndTime: number, transferSize?: number }} NetworkRequest
 * @typedef {{
 *   performance: number | null, accessibility: number | null, bestPractices: number | null, seo: number | null,
 *   fcpMs: number | null, lcpMs: number | null, tbtMs: number | null, cls: number | null, totalBytes: number | null,
 *   imageDeliveryWastedBytes: number, benchmarkIndex: number | null,
 *   observedLcpMs?: number, lcpIncludesScripts?: number, lcpIncludesFonts?: number, lcpIncludesKb?: number,
 *   cpuTbtMs?: number, longestTaskCpuMs?: number, hreflang?: AuditOutcome, canonical?: AuditOutcome,
 *   failing: string[] }} LighthouseFigures
 * The figures of one run; the trace's (observedLcpMs…) are absent when the trace lacks them, the SEO
 * audits' (hreflang, canonical) when the SEO category did not run.
 * @typedef {{ score: number | null, detail?: string }} AuditOutcome
 * One audit's result: score 1 passed, 0 failed, null not applicable (no canonical link, say); detail
 * is Lighthouse's explanation and the failing elements.
 */

/**
 * The rows of an audit's table details, as the shape the caller reads (Lighthouse types details as
 * a union of every kind of detail; these audits have a table, or nothing when the audit failed).
 * @template T
 * @param {LighthouseResult} lhr
 * @param {string} id
 * @param {T[]} _shape an empty array typed as the rows
 * @returns {T[]}
 */
function detailItems(lhr, id, _shape) {
  const details = /** @type {{ items?: T[] } | undefined} */ (lhr.audits[id]?.details);
  return details?.items ?? [];
}

/**
 * Starts headless Chromium with a DevTools port. Returns `{ port, close() }`.
 * @param {string} [executable]
 * @returns {Promise<{ port: number, close(): Promise<void> }>}
 */
export async function launchChromium(executable) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-lighthouse-'));
  const child = spawn(
    executable ?? (await chromiumPath()),
    [...chromiumArgs, '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
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
    })
  );
  child.stderr.resume();
  return {
    port,
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await /** @type {Promise<void>} */ (
          new Promise((resolve) => {
            const timer = setTimeout(() => (child.kill('SIGKILL'), resolve()), 5_000);
            child.once('exit', () => (clearTimeout(timer), resolve()));
          })
        );
      }
      // Chromium's helper processes can still be writing the profile when the browser process has
      // exited (seen: ENOTEMPTY on its Default folder); Node retries such removals itself.
      fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

/**
 * What the simulated (lantern) metrics are made of, read from the run's own trace, so a low figure can
 * be explained on a busy machine. Lighthouse simulates LCP from every request that had finished before
 * the LCP was painted in the real, unthrottled load (scripts only if they were also run by then): on a
 * local server nearly everything arrives before the first paint, so fonts and scripts land in the LCP
 * estimate although the page does not wait for them. TBT is the simulated main-thread tasks (observed
 * duration x4) over 50 ms after FCP; on a 2-core machine shared with builds, wall time includes time
 * the OS gave to other processes, so `cpuTbtMs` recomputes it from the tasks' thread (CPU) time.
 * See docs/decisions/086-lighthouse-lantern-and-start-up-cost.md.
 * @param {LighthouseResult} lhr
 * @param {{ traceEvents?: TraceEvent[] } | undefined} trace
 * @returns {Partial<Pick<LighthouseFigures, 'observedLcpMs' | 'lcpIncludesScripts' | 'lcpIncludesFonts' | 'lcpIncludesKb' | 'cpuTbtMs' | 'longestTaskCpuMs'>>}
 */
function traceDiagnostics(lhr, trace) {
  const events = trace?.traceEvents;
  const observed = detailItems(lhr, 'metrics', /** @type {ObservedMetrics[]} */ ([]))[0];
  if (!events || !observed) return {};
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  );
  if (!navigation) return {};
  /** @param {TraceEvent} e */
  const mainThread = (e) => e.pid === navigation.pid && e.tid === navigation.tid;
  /** @param {number} ms */
  const at = (ms) => navigation.ts + ms * 1000;
  const lcpTs = at(observed.observedLargestContentfulPaint);
  const fcpTs = at(observed.observedFirstContentfulPaint);
  const evaluatedBeforeLcp = new Set(
    events
      .filter((e) => mainThread(e) && e.name === 'EvaluateScript' && e.ts <= lcpTs && e.args?.data?.url)
      .map((e) => e.args?.data?.url),
  );
  const requests = detailItems(lhr, 'network-requests', /** @type {NetworkRequest[]} */ ([]));
  const before = requests.filter(
    (r) =>
      r.networkEndTime <= observed.observedLargestContentfulPaint &&
      r.resourceType !== 'Document' &&
      (r.resourceType !== 'Script' || evaluatedBeforeLcp.has(r.url)),
  );
  const tasks = events.filter((e) => mainThread(e) && e.name === 'RunTask' && e.ph === 'X' && e.ts >= fcpTs);
  /** @param {TraceEvent} e */
  const cpuMs = (e) => (e.tdur ?? e.dur ?? 0) / 1000;
  return {
    observedLcpMs: observed.observedLargestContentfulPaint,
    // Requests the LCP estimate includes besides the document (their transfer sizes, KB).
    lcpIncludesScripts: before.filter((r) => r.resourceType === 'Script').length,
    lcpIncludesFonts: before.filter((r) => r.resourceType === 'Font').length,
    lcpIncludesKb: Math.round(before.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 102.4) / 10,
    cpuTbtMs: Math.round(tasks.reduce((sum, e) => sum + Math.max(0, 4 * cpuMs(e) - 50), 0)),
    longestTaskCpuMs: Math.round(Math.max(0, ...tasks.map(cpuMs))),
  };
}

/**
 * @param {LighthouseResult} lhr
 * @param {string} id
 * @returns {AuditOutcome}
 */
function auditOutcome(lhr, id) {
  const audit = lhr.audits[id];
  if (!audit) return { score: null, detail: 'not run' };
  const items = detailItems(
    lhr,
    id,
    /** @type {{ source?: string | { snippet?: string }, subItems?: { items?: { reason?: string }[] } }[]} */ ([]),
  ).map((item) => {
    const source = typeof item.source === 'string' ? item.source : (item.source?.snippet ?? '');
    const reasons = (item.subItems?.items ?? []).map((sub) => sub.reason).filter(Boolean);
    return reasons.length ? `${source}: ${reasons.join(', ')}` : source;
  });
  const detail = [audit.explanation, audit.errorMessage, ...items].filter(Boolean).join('; ');
  return {
    score: audit.scoreDisplayMode === 'notApplicable' ? null : audit.score,
    ...(detail ? { detail } : {}),
  };
}

/**
 * The worst outcome of several runs (a failure in any run counts).
 * @param {(AuditOutcome | undefined)[]} outcomes
 */
function worstOutcome(outcomes) {
  /** @type {AuditOutcome | undefined} */
  let worst;
  for (const outcome of outcomes)
    if (outcome && (worst === undefined || (outcome.score ?? 1) < (worst.score ?? 1))) worst = outcome;
  return worst;
}

/** @param {{ score: number | null } | undefined} category */
const score = (category) => (category?.score == null ? null : Math.round(category.score * 100));
/** @param {{ numericValue?: number } | undefined} audit */
const numeric = (audit) => (audit?.numericValue == null ? null : audit.numericValue);

const RETRYABLE_RUNTIME_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_DCL', 'PROTOCOL_TIMEOUT']);

/**
 * Lighthouse's own calibration of the CPU slowdown (its throttling docs and the CPU throttling
 * calculator): the multiplier that makes a host of this benchmark index behave like Lighthouse's
 * mid-tier phone. Its default 4x is right for a host of 1,533; a slower host needs less.
 * @param {number} benchmarkIndex
 */
export function calibratedCpuMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + Math.max(0, benchmarkIndex - 150) / 650;
}

/**
 * What this host charges a new process for fresh memory: milliseconds to write 256 MiB that the
 * process has just allocated, per GiB, the median of three child processes. A page fault and its
 * zeroing cost well under a microsecond a page on an ordinary machine: some 100-300 ms per GiB. Some
 * VMs hand every page to the guest on first touch (seen here: 2,400-3,300 ms per GiB, 12 µs a page);
 * there each new renderer Chromium starts for a Lighthouse run pays seconds before the page's first
 * script, which CPU throttling multiplies, and Lighthouse's benchmark index (a loop on memory already
 * touched) does not show it.
 * @returns {number}
 */
export function freshMemoryMsPerGiB() {
  const write = `const b=Buffer.allocUnsafeSlow(256<<20);const t=process.hrtime.bigint();b.fill(1);
process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6*4))`;
  const runs = [0, 1, 2].map(() => Number(execFileSync(process.execPath, ['-e', write], { encoding: 'utf8' })));
  return Math.round(median(runs) ?? 0);
}

/** Above this (ms per GiB, freshMemoryMsPerGiB) the host cannot stand in for a phone in a Lighthouse run. */
export const FRESH_MEMORY_LIMIT_MS_PER_GIB = 1000;

/** Lighthouse's mobile "slow 4G" network, as its defaults; only the CPU multiplier may differ. */
const mobileSlow4G = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
};

/**
 * One Lighthouse mobile run; returns the category scores and the metrics we budget.
 * @param {string} url
 * @param {number} port
 * @param {string[]} [categories]
 * @param {{ throttlingMethod?: 'simulate' | 'devtools', cpuSlowdownMultiplier?: number }} [options]
 * @returns {Promise<LighthouseFigures>}
 */
export async function lighthouseRun(
  url,
  port,
  categories = ['performance', 'accessibility', 'best-practices', 'seo'],
  { throttlingMethod = 'simulate', cpuSlowdownMultiplier = 4 } = {},
) {
  let result;
  // A trace that Chrome recorded badly (NO_NAVSTART, NO_FCP, …) is Lighthouse's own failure, not
  // the page's; Lighthouse's message says to run again, so a run is retried twice before it counts.
  for (let attempt = 1; ; attempt++) {
    result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      throttlingMethod,
      throttling: { ...mobileSlow4G, cpuSlowdownMultiplier },
    });
    const code = result?.lhr?.runtimeError?.code;
    if (!code || !RETRYABLE_RUNTIME_ERRORS.has(code) || attempt === 3) break;
    console.warn(`[lighthouse] ${url}: ${code}, running again (attempt ${attempt + 1} of 3)`);
  }
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  const diagnostics = traceDiagnostics(lhr, result?.artifacts?.Trace);
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
    imageDeliveryWastedBytes: detailItems(
      lhr,
      'image-delivery-insight',
      /** @type {{ wastedBytes?: number }[]} */ ([]),
    ).reduce((sum, item) => sum + (item.wastedBytes ?? 0), 0),
    // Lighthouse's own CPU benchmark of this machine at the time. Its 4x CPU slowdown assumes a
    // desktop-class machine (about 1000 and up); much lower means the machine was busy and the
    // simulated phone slower than a real one, so scores are pessimistic.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    ...diagnostics,
    // The language versions' SEO (issue 27): alternates with valid codes and absolute addresses, and
    // one canonical that is not another language's page.
    ...(lhr.categories.seo
      ? { hreflang: auditOutcome(lhr, 'hreflang'), canonical: auditOutcome(lhr, 'canonical') }
      : {}),
    // What failed, so a low score can be acted on without rerunning by hand.
    failing: Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
      .filter((audit) => audit !== undefined)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => audit.id),
  };
}

/**
 * Median of each figure over `runs` runs (the bench takes 5: LIGHTHOUSE_RUNS), plus every run's raw figures.
 * @param {string} url
 * @param {number} port
 * @param {number} [runs]
 * @param {{ throttlingMethod?: 'simulate' | 'devtools' }} [options]
 */
export async function lighthouseMedian(url, port, runs = 5, { throttlingMethod = 'simulate' } = {}) {
  /** @type {LighthouseFigures[]} */
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseRun(url, port, undefined, { throttlingMethod }));
  /** @type {Record<string, number | null>} */
  const medians = {};
  for (const key of /** @type {const} */ ([
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
    'observedLcpMs',
    'lcpIncludesScripts',
    'lcpIncludesFonts',
    'lcpIncludesKb',
    'cpuTbtMs',
    'longestTaskCpuMs',
  ])) {
    medians[key] = median(all.map((run) => run[key]));
  }
  const hreflang = worstOutcome(all.map((run) => run.hreflang));
  const canonical = worstOutcome(all.map((run) => run.canonical));
  return {
    ...medians,
    ...(hreflang ? { hreflang } : {}),
    ...(canonical ? { canonical } : {}),
    failing: [...new Set(all.flatMap((run) => run.failing))],
    runs: all.map(({ failing: _failing, ...figures }) => figures),
  };
}
