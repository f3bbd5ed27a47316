// Types for the TypeScript budget tests; the code is lighthouse.mjs.
export interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  totalBytes: number | null;
  imageDeliveryWastedBytes: number;
  benchmarkIndex: number | null;
  /** From the run's trace (see traceDiagnostics in lighthouse.mjs); absent when the trace lacks them. */
  observedLcpMs?: number;
  lcpIncludesScripts?: number;
  lcpIncludesFonts?: number;
  lcpIncludesKb?: number;
  cpuTbtMs?: number;
  longestTaskCpuMs?: number;
  failing: string[];
}
export function launchChromium(executable?: string): Promise<{ port: number; close(): Promise<void> }>;
export interface LighthouseOptions {
  /** 'simulate' (Lighthouse's default) or 'devtools' (applied throttling). */
  throttlingMethod?: 'simulate' | 'devtools';
}
export function lighthouseRun(
  url: string,
  port: number,
  categories?: string[],
  options?: LighthouseOptions,
): Promise<LighthouseFigures>;
export function lighthouseMedian(
  url: string,
  port: number,
  runs?: number,
  options?: LighthouseOptions,
): Promise<Omit<LighthouseFigures, never> & { runs: object[] }>;
