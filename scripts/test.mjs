// @ts-check
// `npm test`: unit and integration tests (Vitest), then browser tests (Playwright on the production
// build). Prints the totals of both and the time of each phase; fails past TEST_BUDGET_SECONDS.
import fs from 'node:fs';
import path from 'node:path';
import { baseEnv, root, run } from './lib.mjs';
import { budgetSeconds, phaseReport } from './test-budget.mjs';

const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
// Stale reports must not count: a runner that crashed writes none.
for (const f of fs.readdirSync(results)) if (f.endsWith('.json')) fs.rmSync(path.join(results, f));
const env = baseEnv();
// Read first: a mistyped budget stops the run before it spends half an hour.
const budget = budgetSeconds(process.env.TEST_BUDGET_SECONDS);

const unitStarted = Date.now();
const unit = await run(
  process.execPath,
  [
    path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(results, 'unit.json')}`,
  ],
  { env },
);
const unitMs = Date.now() - unitStarted;
const e2eStarted = Date.now();
const e2e = await run(process.execPath, [path.join(root, 'scripts', 'e2e.mjs')], { env });
const e2eMs = Date.now() - e2eStarted;

/**
 * A JSON report in test-results/, or undefined when it is missing or unreadable.
 * @param {string} file
 * @returns {any} Vitest's or Playwright's report shape, read only for a few counters below.
 */
function read(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(results, file), 'utf8'));
  } catch {
    return undefined;
  }
}
const u = read('unit.json');
const e2eReports = fs
  .readdirSync(results)
  .filter((f) => /^e2e.*\.json$/.test(f))
  .map(read)
  .filter(Boolean);
/** @param {(stats: Record<string, number | undefined>) => number | undefined} pick */
const sum = (pick) => e2eReports.reduce((total, report) => total + (pick(report.stats ?? {}) ?? 0), 0);
const passed = (u?.numPassedTests ?? 0) + sum((s) => s.expected);
const failed = (u?.numFailedTests ?? 0) + sum((s) => s.unexpected) + sum((s) => s.flaky);
const skipped = (u?.numPendingTests ?? 0) + (u?.numTodoTests ?? 0) + sum((s) => s.skipped);
console.log(`\nunit+integration: exit ${unit}; browser: exit ${e2e}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
// The names again at the very end: CI shows only the tail of a long log.
const failures = [...unitFailures(u), ...e2eReports.flatMap((report) => e2eFailures(report.suites ?? []))];
if (failures.length > 0)
  console.log(`failed or flaky on Node ${process.version}:\n${failures.map((f) => `  ${f}`).join('\n')}`);
const skips = e2eReports.flatMap((report) => e2eSkips(report.suites ?? []));
if (skips.length > 0) console.log(`skipped on Node ${process.version}:\n${skips.map((s) => `  ${s}`).join('\n')}`);

/**
 * Files that failed to run and tests that failed, from Vitest's JSON report.
 * @param {any} report
 * @returns {string[]}
 */
function unitFailures(report) {
  if (!report) return unit === 0 ? [] : ['unit+integration: no report (the runner stopped early)'];
  return (report.testResults ?? []).flatMap((/** @type {any} */ file) => {
    const name = path.relative(root, file.name ?? '');
    const tests = (file.assertionResults ?? []).filter((/** @type {any} */ t) => t.status === 'failed');
    if (tests.length === 0 && file.status === 'failed')
      return [`${name}: ${String(file.message ?? '').split('\n')[0]}`];
    return tests.map((/** @type {any} */ t) => `${name} › ${t.fullName}`);
  });
}

/**
 * Every browser test in Playwright's JSON report, with its spec (file, line, title).
 * @param {any[]} suites
 * @returns {{ spec: any, test: any }[]}
 */
function e2eTests(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((/** @type {any} */ spec) =>
      (spec.tests ?? []).map((/** @type {any} */ test) => ({ spec, test })),
    ),
    ...e2eTests(suite.suites ?? []),
  ]);
}

/** @param {any} spec */
const specName = (spec) => `${spec.file}:${spec.line} › ${spec.title}`;

/**
 * Tests that failed or passed only on a retry, each with its first error.
 * @param {any[]} suites
 * @returns {string[]}
 */
function e2eFailures(suites) {
  return e2eTests(suites)
    .filter(({ test }) => test.status === 'unexpected' || test.status === 'flaky')
    .map(({ spec, test }) => `${test.status === 'flaky' ? 'flaky: ' : ''}${specName(spec)}${firstError(test)}`);
}

/**
 * The first lines of a browser test's first error and where it was thrown, indented under its name:
 * CI shows only the tail of the log, where the names are, so the reason has to be there too.
 * @param {any} test
 * @returns {string}
 */
function firstError(test) {
  const result = (test.results ?? []).find((/** @type {any} */ r) => r.error || r.errors?.length);
  const error = result?.error ?? result?.errors?.[0];
  if (!error) return '';
  // Playwright colours its messages with ANSI escapes.
  const plain = String(error.message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 8);
  if (error.location) lines.push(`at ${path.relative(root, error.location.file)}:${error.location.line}`);
  return lines.map((line) => `\n      ${line.slice(0, 300)}`).join('');
}

/**
 * Browser tests that skipped themselves, with the reason they gave.
 * @param {any[]} suites
 * @returns {string[]}
 */
function e2eSkips(suites) {
  return e2eTests(suites)
    .filter(({ test }) => test.status === 'skipped')
    .map(({ spec, test }) => {
      const annotations = [
        ...(test.annotations ?? []),
        ...(test.results ?? []).flatMap((/** @type {any} */ r) => r.annotations ?? []),
      ];
      const reason = annotations.find((/** @type {any} */ a) => a.type === 'skip')?.description;
      return `${specName(spec)}${reason ? `\n      ${reason}` : ''}`;
    });
}

// e2e.mjs reports its two phases; if it stopped before writing them, its whole time is one phase.
const e2ePhases = read('phases-e2e.json');
const { lines, over } = phaseReport(
  [
    ['unit+integration', unitMs],
    ...(e2ePhases
      ? /** @type {[string, number][]} */ ([
          ['e2e build', e2ePhases.buildMs],
          ['browser tests', e2ePhases.browserMs],
          ['e2e start and stop', Math.max(0, e2eMs - e2ePhases.buildMs - e2ePhases.browserMs)],
        ])
      : /** @type {[string, number][]} */ ([['e2e (did not finish)', e2eMs]])),
  ],
  budget,
);
console.log(`time on Node ${process.version}:\n${lines.join('\n')}`);
process.exit(unit !== 0 || e2e !== 0 || over !== null ? 1 : 0);
