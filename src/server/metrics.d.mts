import type { Counter, Registry } from 'prom-client';

export const ROUTE_KINDS: readonly [
  'page',
  'list',
  'detail',
  'feed',
  'asset',
  'upload',
  'api',
  'admin',
  'action',
  'other',
];
export type RouteKind = (typeof ROUTE_KINDS)[number];
export function routeKind(method: string, path: string, isServerAction?: boolean): RouteKind;

export type OutboxFigures = { pending: number; oldestPendingSeconds: number; failed: number };
export type PageCacheView = {
  stats: { hits: number; misses: number; stores: number; clears: number; evictions: number };
  size: number;
  bytes: number;
};

export function metrics(): {
  registry: Registry;
  sources: { pageCache?: PageCacheView; outboxProbe?: () => Promise<OutboxFigures> };
  outboxDeliveries: Counter<'outcome'>;
  signInFailures: Counter<'reason'>;
};
