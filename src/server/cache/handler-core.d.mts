export type TagRevision = { tag: string; revision: number; updated_at: string | Date };
export type StoredEntry = {
  value: ReadableStream<Uint8Array>;
  tags: string[];
  stale: number;
  timestamp: number;
  expire: number;
  revalidate: number;
};
export type AgencyCacheHandler = {
  get(cacheKey: string, softTags?: string[]): Promise<StoredEntry | undefined>;
  set(cacheKey: string, pendingEntry: Promise<StoredEntry>): Promise<void>;
  delete(cacheKey: string): void;
  refreshTags(): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
  startPolling(intervalMs?: number): () => void;
  readonly size: number;
  readonly bytes: number;
};
export const CACHE_ENTRY_OVERHEAD_BYTES: number;
export function createCacheHandler(options: {
  readRevisions: () => Promise<TagRevision[]>;
  tagsManifest?: Map<string, { expired?: number; stale?: number }>;
  minPollIntervalMs?: number;
  maxBytes?: number;
  maxEntries?: number;
  entryOverheadBytes?: number;
  now?: () => number;
  log?: Pick<Console, 'error' | 'info'>;
  onInvalidate?: () => void;
}): AgencyCacheHandler;
