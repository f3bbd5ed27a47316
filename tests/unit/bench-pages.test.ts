import { describe, expect, it } from 'vitest';
import { jsBudgetKb, localeKinds, pageKinds, pageWeightBudgetKb } from '../../scripts/bench/pages.mjs';

describe("the bench's French and Swahili page kinds (scripts/bench/pages.mjs)", () => {
  const englishPath = (kind: string) => pageKinds.find((page) => page.kind === kind)!.path;

  it('are the home, the talent list and the profile the English kinds measure, at their addresses in each language', () => {
    expect(localeKinds).toEqual([
      { kind: 'fr-home', path: '/fr' },
      { kind: 'fr-talent', path: '/fr/talent' },
      { kind: 'fr-talent-profile', path: `/fr${englishPath('talent-profile')}` },
      { kind: 'sw-home', path: '/sw' },
      { kind: 'sw-talent', path: '/sw/talent' },
      { kind: 'sw-talent-profile', path: `/sw${englishPath('talent-profile')}` },
    ]);
  });

  it("have their English kind's budgets (the home page's is its own)", () => {
    expect(jsBudgetKb('home')).toBeLessThan(jsBudgetKb('talent'));
    expect(jsBudgetKb('fr-home')).toBe(jsBudgetKb('home'));
    expect(jsBudgetKb('sw-home')).toBe(jsBudgetKb('home'));
    expect(jsBudgetKb('sw-talent-profile')).toBe(jsBudgetKb('talent-profile'));
    expect(pageWeightBudgetKb('fr-talent')).toBe(pageWeightBudgetKb('talent'));
  });
});
