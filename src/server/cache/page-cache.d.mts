type IncomingHeaders = Record<string, string | string[] | undefined>;
export type PageEntry = {
  headers: [string, string | string[]][];
  body: Buffer;
  storedAt: number;
  etag?: string;
  encoded: Map<string, Buffer | Promise<Buffer>>;
  bytes: number;
};
export type PageCache = {
  stats: { hits: number; misses: number; stores: number; clears: number };
  readonly generation: number;
  readonly size: number;
  readonly bytes: number;
  get(key: string): PageEntry | undefined;
  prepare(response: { headers: Record<string, string | string[] | number | undefined>; body: Buffer }): PageEntry;
  store(key: string, entry: PageEntry, startedGeneration?: number): boolean;
  body(key: string, entry: PageEntry, encoding: 'br' | 'gzip' | null): Promise<{ body: Buffer; encoding: 'br' | 'gzip' | null }>;
  clear(): void;
};
export const PAGE_CACHE_KEY: unique symbol;
export function pageCacheKey(req: { method?: string; url?: string; headers: IncomingHeaders }): string | null;
export function isStorableResponse(status: number, headers: Record<string, string | string[] | number | undefined>): boolean;
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null;
export function createPageCache(options?: { ttlMs?: number; maxBytes?: number; maxEntryBytes?: number; now?: () => number }): PageCache;
