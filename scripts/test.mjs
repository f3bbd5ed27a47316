// `npm test`: unit and integration tests (Vitest), then browser tests (Playwright on the production
// build). Prints one closing line with the totals of both.
import fs from 'node:fs';
import path from 'node:path';
import { baseEnv, root, run } from './lib.mjs';

const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
// Stale reports must not count: a runner that crashed writes none.
for (const f of fs.readdirSync(results)) if (f.endsWith('.json')) fs.rmSync(path.join(results, f));
const env = baseEnv();

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
const e2e = await run(process.execPath, [path.join(root, 'scripts', 'e2e.mjs')], { env });

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
const sum = (pick) => e2eReports.reduce((total, report) => total + (pick(report.stats ?? {}) ?? 0), 0);
const passed = (u?.numPassedTests ?? 0) + sum((s) => s.expected);
const failed = (u?.numFailedTests ?? 0) + sum((s) => s.unexpected) + sum((s) => s.flaky);
const skipped = (u?.numPendingTests ?? 0) + (u?.numTodoTests ?? 0) + sum((s) => s.skipped);
console.log(`\nunit+integration: exit ${unit}; browser: exit ${e2e}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(unit !== 0 || e2e !== 0 ? 1 : 0);
