import { collectPageView } from '@/server/analytics/collect';

/**
 * The page-view beacon (src/components/site/page-view-beacon.tsx; docs/decisions/147-first-party-analytics.md)
 * under `next dev` and plain `next start`: each beacon written as it comes. server/index.mjs answers
 * POST /api/v before Next.js and batches the writes (decision 157), so in production this never runs.
 */
export async function POST(request: Request) {
  return collectPageView(request);
}
