/**
 * The tag revisions this process already knows about, shared with the cache handler, which Next.js
 * loads outside the server bundle: the only thing both see is `globalThis`.
 */
const key = Symbol.for('agency.cache-tag-revisions');

export function seenRevisions(): Map<string, number> {
  const holder = globalThis as unknown as Record<symbol, Map<string, number> | undefined>;
  return (holder[key] ??= new Map());
}

export function markRevisionsSeen(revisions: { tag: string; revision: number }[]) {
  const seen = seenRevisions();
  for (const { tag, revision } of revisions) seen.set(tag, Math.max(seen.get(tag) ?? 0, revision));
}
