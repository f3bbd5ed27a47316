// @ts-check
// What `npm test` prints at the end of its log about failed and skipped tests (scripts/test.mjs):
// CI shows only the log's tail, so each failure's name, first error and place have to be there.
import path from 'node:path';
import { root } from './lib.mjs';

/**
 * Files that failed to run and tests that failed, from Vitest's JSON report.
 * @param {any} report
 * @param {number} exitCode Vitest's: without a report, a non-zero exit is the only sign of failure
 * @returns {string[]}
 */
export function unitFailures(report, exitCode) {
  if (!report) return exitCode === 0 ? [] : ['unit+integration: no report (the runner stopped early)'];
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
function specName(spec) {
  return `${spec.file}:${spec.line} › ${spec.title}`;
}

/**
 * Tests that failed or passed only on a retry, each with its first error.
 * @param {any[]} suites
 * @returns {string[]}
 */
export function e2eFailures(suites) {
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
export function e2eSkips(suites) {
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
