// @ts-check
// Small measuring tools of the bench: load (autocannon), resident memory, timed requests.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import autocannon from 'autocannon';

/**
 * autocannon against one URL; the figures we report. A POST gives `method` and `body`; `overallRate`
 * holds the load at that many requests a second; `setupRequest` changes each request (autocannon's);
 * `warmupS` runs the same load that long first, unmeasured. With `pid`, also the CPU time that
 * process (all its threads: compression, GC) spent per request measured: on a shared 2-core host
 * requests a second swing with the neighbours, the CPU a request costs much less.
 * @param {string} url
 * @param {{ connections?: number, duration?: number, warmupS?: number, pid?: number, headers?: Record<string, string>, method?: string, body?: string, overallRate?: number, setupRequest?: (request: any) => any }} [options]
 */
export async function loadTest(url, { connections = 50, duration = 10, warmupS = 0, pid, headers = {}, ...rest } = {}) {
  const extra = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  const requests = extra.setupRequest ? [{ setupRequest: extra.setupRequest }] : undefined;
  delete extra.setupRequest;
  const run = (/** @type {number} */ seconds) =>
    autocannon({ url, connections, duration: seconds, headers, ...extra, ...(requests ? { requests } : {}) });
  // The warm-up is a run of its own, so that the CPU counted is the measured run's.
  if (warmupS > 0) await run(warmupS);
  const cpuBefore = pid === undefined ? 0 : cpuMs(pid);
  const result = await run(duration);
  const cpu = pid === undefined ? undefined : cpuMs(pid) - cpuBefore;
  return {
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    throughputMBps: Math.round((result.throughput.average / 1024 / 1024) * 10) / 10,
    ...(cpu === undefined
      ? {}
      : { cpuMsPerRequest: Math.round((cpu / Math.max(1, result.requests.total)) * 100) / 100 }),
  };
}

/** @type {number | undefined} */
let clockTicksPerSecond;
/** The unit of /proc/<pid>/stat's times, asked once, when a load test first counts CPU. */
const clockTicks = () =>
  (clockTicksPerSecond ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100);

/** The CPU time (user + system, every thread) a process has used so far, in ms; 0 when it is gone. @param {number} pid */
export function cpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks();
  } catch {
    return 0;
  }
}

/** A `kB` field of /proc/<pid>/status (VmRSS, VmHWM…); 0 when the process is gone. @param {number} pid @param {string} field */
export function statusKb(pid, field) {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** @param {number} pid @returns {number[]} */
function descendants(pid) {
  /** @type {number[]} */
  const found = [];
  /** @type {string[]} */
  let tasks = [];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return found;
  }
  for (const task of tasks) {
    let children = '';
    try {
      children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8');
    } catch {}
    for (const child of children.split(/\s+/).filter(Boolean)) found.push(Number(child), ...descendants(Number(child)));
  }
  return found;
}

/** The resident memory of a process and its descendants now, in kB. @param {number} pid */
function residentKb(pid) {
  return [pid, ...descendants(pid)].reduce((sum, p) => sum + statusKb(p, 'VmRSS'), 0);
}

/** The same, in MB. @param {number} pid */
export function residentMb(pid) {
  return Math.round(residentKb(pid) / 1024);
}

/**
 * Each process of the group now: its command, resident memory (RSS) and proportional share (PSS, in
 * which pages shared with another process, such as the node binary npm and the server both map,
 * count once across them), in MB.
 * @param {number} pid
 */
export function groupMemory(pid) {
  return [pid, ...descendants(pid)].map((p) => {
    let pssKb = 0;
    let command = '';
    try {
      pssKb = Number(/^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${p}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
      command = fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ').slice(0, 60);
    } catch {}
    return { pid: p, command, rssMb: Math.round(statusKb(p, 'VmRSS') / 1024), pssMb: Math.round(pssKb / 1024) };
  });
}

/**
 * Polls the resident memory of a process and its descendants every 200 ms. `stop()` returns the peak
 * of their summed VmRSS and the kernel's own high-water mark (VmHWM) of the main process.
 * @param {number} pid
 */
export function watchMemory(pid) {
  let peakKb = 0;
  const sample = () => {
    peakKb = Math.max(peakKb, residentKb(pid));
  };
  sample();
  const timer = setInterval(sample, 200);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { peakRssMb: Math.round(peakKb / 1024), hwmMb: Math.round(statusKb(pid, 'VmHWM') / 1024) };
    },
  };
}

/**
 * One GET on a fresh connection: time to the response headers and to the last byte.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number | undefined, ttfbMs: number, totalMs: number, bytes: number }>}
 */
export function timedGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
    const request = http.get(url, { headers, agent: false }, (response) => {
      const ttfbMs = ms();
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode, ttfbMs, totalMs: ms(), bytes }));
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${url}`)));
  });
}

/**
 * One GET; status, headers and the body exactly as sent (still compressed).
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number | undefined, headers: http.IncomingHttpHeaders, body: Buffer }>}
 */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/**
 * The median of the numbers among `values` (null and undefined are left out); null when there are none.
 * @param {readonly (number | null | undefined)[]} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i]);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * `value` rounded to `digits` decimals; null stays null.
 * @param {number | null | undefined} value
 * @param {number} [digits]
 */
export const round = (value, digits = 0) => (value == null ? null : Math.round(value * 10 ** digits) / 10 ** digits);
