// Types for the TypeScript budget tests; the code is js-size.mjs.
export interface Sizes {
  raw: number;
  gzip: number;
  /** null when measured with `{ brotli: false }`. */
  brotli: number | null;
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
export function compressedSizes(buffer: Buffer, options?: { brotli?: boolean }): Sizes;
export function measurePageJs(
  baseUrl: string,
  pagePath: string,
  headers?: Record<string, string>,
  options?: { brotli?: boolean },
): Promise<PageJs>;
export function kb(bytes: number): number;
export function kb(bytes: number | null): number | null;
