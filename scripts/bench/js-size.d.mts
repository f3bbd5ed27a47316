// Types for the TypeScript budget tests; the code is js-size.mjs.
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface PageJs {
  status: number;
  /** Size of the (uncompressed) HTML document. */
  htmlBytes: number;
  scripts: (Sizes & { path: string })[];
  totals: Sizes;
  sources: string[];
}
export function scriptUrls(html: string, pageUrl: string): string[];
export function compressedSizes(buffer: Buffer): Sizes;
export function measurePageJs(baseUrl: string, pagePath: string, headers?: Record<string, string>): Promise<PageJs>;
export function kb(bytes: number): number;
