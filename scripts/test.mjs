// @ts-check
// `npm test`: unit and integration tests (Vitest), then browser tests (Playwright on the production
// build). Prints the totals of both and the time of each phase; fails past TEST_BUDGET_SECONDS.
import fs from 'node:fs';
import path from 'node:path';
import { baseEnv, root, run } from './lib.mjs';
import { budgetSeconds, phaseReport } from './test-budget.mjs';
import { e2eFailures, e2eSkips, unitFailures } from './test-report.mjs';

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
const failures = [...unitFailures(u, unit), ...e2eReports.flatMap((report) => e2eFailures(report.suites ?? []))];
if (failures.length > 0)
  console.log(`failed or flaky on Node ${process.version}:\n${failures.map((f) => `  ${f}`).join('\n')}`);
const skips = e2eReports.flatMap((report) => e2eSkips(report.suites ?? []));
if (skips.length > 0) console.log(`skipped on Node ${process.version}:\n${skips.map((s) => `  ${s}`).join('\n')}`);

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
