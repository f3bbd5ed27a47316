type IncomingHeaders = Record<string, string | string[] | undefined>;
type ResponseHeaders = Record<string, string | string[] | number | undefined>;
export type PageEntry = {
  headers: [string, string | string[]][];
  body: Buffer;
  storedAt: number;
  etag?: string;
  encoded: Map<string, Buffer | Promise<Buffer>>;
  bytes: number;
  path: string;
};
export type PageCache = {
  stats: { hits: number; misses: number; stores: number; clears: number; evictions: number };
  readonly generation: number;
  readonly size: number;
  readonly bytes: number;
  get(key: string): PageEntry | undefined;
  prepare(response: { headers: ResponseHeaders; body: Buffer }): PageEntry;
  store(key: string, entry: PageEntry, startedGeneration?: number): boolean;
  body(
    key: string,
    entry: PageEntry,
    encoding: 'br' | 'gzip' | null,
  ): Promise<{ body: Buffer; encoding: 'br' | 'gzip' | null }>;
  clear(): void;
};
export const PAGE_CACHE_KEY: unique symbol;
export const SESSION_COOKIE_NAMES: string[];
export const PAGE_ENTRY_OVERHEAD_BYTES: number;
export function pageCacheKey(req: { method?: string; url?: string; headers: IncomingHeaders }): string | null;
export function canonicalRequest(
  key: string,
  clientAddress: string | string[] | undefined,
): { method: 'GET'; path: string; headers: Record<string, string> };
export function isStorableResponse(status: number, headers: ResponseHeaders, key: string): boolean;
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null;
export function createPageCache(options?: {
  ttlMs?: number;
  maxBytes?: number;
  maxEntries?: number;
  maxVariantsPerPath?: number;
  maxEntryBytes?: number;
  entryOverheadBytes?: number;
  now?: () => number;
}): PageCache;
