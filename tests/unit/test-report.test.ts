import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { e2eFailures, e2eSkips, unitFailures } from '../../scripts/test-report.mjs';

// The shape of Playwright's JSON report, cut down to what the summary reads: a file suite holding a
// describe suite, whose specs hold one test each.
const root = path.resolve(import.meta.dirname, '../..');
const report = {
  suites: [
    {
      title: 'events.spec.ts',
      specs: [
        {
          title: 'a postponed event says so without JavaScript',
          file: 'events.spec.ts',
          line: 118,
          tests: [
            {
              status: 'unexpected',
              annotations: [],
              results: [
                { status: 'passed' },
                {
                  status: 'failed',
                  error: {
                    message:
                      '\u001b[31mError: expect(locator).toHaveText(expected)\u001b[39m\n\nExpected: "Postponed"\nReceived: "On sale"',
                    location: { file: path.join(root, 'tests/e2e/events.spec.ts'), line: 131 },
                  },
                },
              ],
            },
          ],
        },
      ],
      suites: [
        {
          title: 'budgets',
          specs: [
            {
              title: 'home loads fast on a phone',
              file: 'budgets.spec.ts',
              line: 40,
              tests: [
                {
                  status: 'skipped',
                  annotations: [{ type: 'skip', description: 'this host reads 3,220 ms per GiB' }],
                  results: [{ status: 'skipped' }],
                },
              ],
            },
            {
              title: 'slugs wrap at 1280 px',
              file: 'slugs-and-time.spec.ts',
              line: 56,
              tests: [
                {
                  status: 'flaky',
                  annotations: [],
                  results: [{ status: 'failed', errors: [{ message: 'Test timeout of 45000ms exceeded.' }] }],
                },
              ],
            },
            {
              title: 'passes',
              file: 'site.spec.ts',
              line: 1,
              tests: [{ status: 'expected', annotations: [], results: [{ status: 'passed' }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe("npm test's closing summary (scripts/test-report.mjs)", () => {
  it('names each failed or flaky browser test with its first error, without colours, and where it was thrown', () => {
    expect(e2eFailures(report.suites)).toEqual([
      'events.spec.ts:118 › a postponed event says so without JavaScript' +
        '\n      Error: expect(locator).toHaveText(expected)' +
        '\n      Expected: "Postponed"' +
        '\n      Received: "On sale"' +
        '\n      at tests/e2e/events.spec.ts:131',
      'flaky: slugs-and-time.spec.ts:56 › slugs wrap at 1280 px\n      Test timeout of 45000ms exceeded.',
    ]);
  });

  it('names each skipped browser test with the reason it gave', () => {
    expect(e2eSkips(report.suites)).toEqual([
      'budgets.spec.ts:40 › home loads fast on a phone\n      this host reads 3,220 ms per GiB',
    ]);
  });

  it('names failed unit tests and files that did not run, and a runner that left no report', () => {
    const vitest = {
      testResults: [
        {
          name: path.join(root, 'tests/unit/a.test.ts'),
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'ok' },
            { status: 'failed', fullName: 'x adds up' },
          ],
        },
        {
          name: path.join(root, 'tests/unit/b.test.ts'),
          status: 'failed',
          message: 'SyntaxError: y\n  at z',
          assertionResults: [],
        },
      ],
    };
    expect(unitFailures(vitest, 1)).toEqual([
      'tests/unit/a.test.ts › x adds up',
      'tests/unit/b.test.ts: SyntaxError: y',
    ]);
    expect(unitFailures(undefined, 1)).toEqual(['unit+integration: no report (the runner stopped early)']);
    expect(unitFailures(undefined, 0)).toEqual([]);
  });
});
