import { describe, expect, it } from 'vitest';
import { budgetSeconds, DEFAULT_BUDGET_SECONDS, phaseReport } from '../../scripts/test-budget.mjs';

describe('the suite time budget (scripts/test.mjs)', () => {
  it('prints every phase and the total, and passes within the budget', () => {
    const { lines, over } = phaseReport(
      [
        ['unit+integration', 95_000],
        ['e2e build', 210_400],
        ['browser tests', 640_000],
      ],
      1_800,
    );
    expect(over).toBeNull();
    expect(lines.join('\n')).toMatch(
      /unit\+integration\s+95 s\n\s+e2e build\s+210 s\n\s+browser tests\s+640 s\n\s+total\s+945 s/,
    );
  });

  it('names the phase during which the run passed the budget', () => {
    const { lines, over } = phaseReport(
      [
        ['unit+integration', 100_000],
        ['e2e build', 300_000],
        ['browser tests', 700_000],
      ],
      600,
    );
    expect(over).toBe('browser tests');
    expect(lines.at(-1)).toBe('over the time budget of 600 s: passed it during browser tests');
  });

  it('reads TEST_BUDGET_SECONDS, defaults to what fits CI beside the smoke and the install, and refuses nonsense', () => {
    expect(budgetSeconds(undefined)).toBe(DEFAULT_BUDGET_SECONDS);
    // CI's 90 minutes hold the whole suite, the Node 20 smoke (1,200 s) and ~7 minutes of install and checks.
    expect(DEFAULT_BUDGET_SECONDS + 1_200 + 7 * 60).toBeLessThanOrEqual(90 * 60);
    expect(budgetSeconds('900')).toBe(900);
    expect(() => budgetSeconds('30m')).toThrow(/TEST_BUDGET_SECONDS must be a positive number of seconds/);
    expect(() => budgetSeconds('0')).toThrow(/positive/);
  });
});
