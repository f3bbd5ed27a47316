// `npm test`: unit and integration tests (Vitest), then browser tests (Playwright on the production
// build). Prints one closing line with the totals of both.
import fs from 'node:fs';
import path from 'node:path';
import { baseEnv, root, run } from './lib.mjs';

const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
const env = baseEnv();

const unit = await run(
  process.execPath,
  [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, 'unit.json')}`],
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
const p = read('e2e.json');
const passed = (u?.numPassedTests ?? 0) + (p?.stats?.expected ?? 0);
const failed = (u?.numFailedTests ?? 0) + (p?.stats?.unexpected ?? 0) + (p?.stats?.flaky ?? 0);
const skipped = (u?.numPendingTests ?? 0) + (u?.numTodoTests ?? 0) + (p?.stats?.skipped ?? 0);
console.log(`\nunit+integration: exit ${unit}; browser: exit ${e2e}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(unit !== 0 || e2e !== 0 ? 1 : 0);
