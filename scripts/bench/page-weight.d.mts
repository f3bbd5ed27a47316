// Types for the TypeScript budget tests; the code is page-weight.mjs.
import type { BrowserContext, BrowserContextOptions } from '@playwright/test';
export const PHONE: BrowserContextOptions;
export function measurePageWeight(
  context: BrowserContext,
  url: string,
): Promise<{ total: number; byType: Record<string, number>; requests: number }>;
