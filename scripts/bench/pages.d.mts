// Types for the TypeScript budget tests (tests/e2e/budgets.spec.ts); the code is pages.mjs.
export interface PageKind {
  kind: string;
  path: string;
}
export const JS_BUDGET_KB: { home: number; default: number };
export const LIGHTHOUSE_BUDGET: {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
};
export const LIGHTHOUSE_CI_FLOOR: number;
export const SERVER_GOALS: {
  appToBareRatio: number;
  proxyToBareRatio: number;
  p99Ms: number;
  listRenderMs: number;
  peakRssMb: number;
};
export const pageKinds: PageKind[];
export const loadKinds: string[];
export const adminOnlyStrings: string[];
export function jsBudgetKb(kind: string): number;
export const PAGE_WEIGHT_BUDGET_KB: Record<string, number> & { default: number };
export function pageWeightBudgetKb(kind: string): number;
