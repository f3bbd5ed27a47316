// @ts-check
// The suite's time per phase, held to a budget (scripts/test.mjs; docs/decisions/121-node-24-and-test-budget.md).

/**
 * Default budget of one whole `npm test`: above a run on the slowest 2-core host seen (2,986 s on
 * 2026-11-28, decision 172). With CI's second Node (the smoke, 1,200 s) and the install and checks
 * (~7 minutes), CI stays within its 90 minutes (decision 168).
 */
export const DEFAULT_BUDGET_SECONDS = 3_700;

/**
 * @param {string | undefined} value TEST_BUDGET_SECONDS
 * @returns {number}
 */
export function budgetSeconds(value) {
  if (value === undefined || value.trim() === '') return DEFAULT_BUDGET_SECONDS;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`TEST_BUDGET_SECONDS must be a positive number of seconds, not "${value}"`);
  }
  return seconds;
}

/**
 * One line per phase, the total, and which phase the run was in when it passed the budget (null
 * within budget).
 * @param {Array<[name: string, ms: number]>} phases in the order they ran
 * @param {number} budget seconds
 */
export function phaseReport(phases, budget) {
  const lines = [];
  let elapsedMs = 0;
  /** @type {string | null} */
  let over = null;
  for (const [name, ms] of phases) {
    elapsedMs += ms;
    if (over === null && elapsedMs > budget * 1000) over = name;
    lines.push(`  ${name.padEnd(20)} ${seconds(ms).padStart(7)}`);
  }
  lines.push(`  ${'total'.padEnd(20)} ${seconds(elapsedMs).padStart(7)}  (budget ${budget} s, TEST_BUDGET_SECONDS)`);
  if (over !== null) lines.push(`over the time budget of ${budget} s: passed it during ${over}`);
  return { lines, over };
}

/** @param {number} ms */
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
